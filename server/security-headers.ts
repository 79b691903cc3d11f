import { createHash } from 'node:crypto';
import { NOTICE_SCRIPT } from '../src/features/consent/notice-script';
import { LOADER_SCRIPT } from '../src/features/loader/loader-script';
import { LANGUAGE_SCRIPT } from '../src/features/language-cookie/language-script';

/**
 * The security headers of every answer, decided in one place (issue 18). The Content-Security-
 * Policy of a page lists the SHA-256 of each inline script it carries, and only of the scripts
 * Next writes (its RSC payload and chunk list): pre-rendered pages cannot carry a nonce, and a
 * hash of every inline script would let an injected one run too.
 */
export interface SecurityConfig {
  /** The site is served over https: HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Origins besides the site that may frame it: Storyblok's editor, when preview is on. */
  frameAncestors: readonly string[];
  /** Origins a draft preview may load scripts from and connect to (the editor's bridge). */
  previewOrigins: readonly string[];
  /** A tag-manager container is configured (`GTM_ID`): its script and Google Analytics may run. */
  analytics: boolean;
  /**
   * Where partners' browsers sign in (Firebase Authentication's APIs, or the Auth emulator's
   * origin); empty without a sign-in configuration.
   */
  signInOrigins: readonly string[];
}

/** Firebase Authentication's web APIs: sign-in, and the token refresh. */
export const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const;

/**
 * What Google Tag Manager and Google Analytics 4 load and reach, by name (Google's guide "Use a
 * Content Security Policy with Google Tag Manager"). The container's script is requested only
 * after consent (src/features/consent/); custom HTML tags, which need inline scripts, stay refused.
 */
export const ANALYTICS_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;

/** The third parties whose frames the site embeds after a click or consent (src/blocks). */
export const THIRD_PARTY_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.openstreetmap.org',
] as const;

/** What a page needs beyond the site itself, read from its HTML. */
export interface PageNeeds {
  /** `sha256-...` of each inline script Next wrote, and of the site's own (the loader's, ...). */
  scriptHashes: string[];
  /** `sha256-...` of each `<style>` element in the page as Next rendered it. */
  styleHashes: string[];
  /** Origins of frames a block declares (`data-frame-src`, the contact form's). */
  frameSources: string[];
}

/** The names of every header this module sets: an answer replaced on the way keeps them. */
export const SECURITY_HEADERS: ReadonlySet<string> = new Set([
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'content-security-policy',
]);

/** Headers that do not depend on the answer: on every response, whoever writes it. */
export function staticSecurityHeaders(config: SecurityConfig): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // nothing the site does needs these but the dealer locator's "Near me", which asks for the
    // position from the site's own page; a third party in a frame cannot ask for any of them
    'permissions-policy':
      'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'cross-origin-opener-policy': 'same-origin',
    ...(config.https && { 'strict-transport-security': 'max-age=63072000; includeSubDomains' }),
  };
}

const NEXT_FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = 'self.__next_f.push(';
const TURBOPACK_PUSH = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

/** Whether `text` is exactly `prefix` + a JSON value + `suffix`: data handed to Next, no code. */
function wrapsJson(text: string, prefix: string, suffixes: readonly string[]): boolean {
  if (!text.startsWith(prefix)) return false;
  for (const suffix of suffixes) {
    if (!text.endsWith(suffix)) continue;
    try {
      JSON.parse(text.slice(prefix.length, text.length - suffix.length));
      return true;
    } catch {
      // not this suffix
    }
  }
  return false;
}

/**
 * The inline scripts the site writes itself, by their exact text: the loader's
 * (src/features/loader/loader-script.ts), the consent notice's (src/features/consent/) and the
 * language cookie's (src/features/language-cookie/).
 */
const SITE_INLINE_SCRIPTS: ReadonlySet<string> = new Set([
  LOADER_SCRIPT,
  NOTICE_SCRIPT,
  LANGUAGE_SCRIPT,
]);

/** Whether an inline script is one Next writes: the RSC payload's start and pushes, the chunk list. */
export function isNextInlineScript(text: string): boolean {
  if (text === NEXT_FLIGHT_START) return true;
  const rest = text.startsWith(`${NEXT_FLIGHT_START};`)
    ? text.slice(NEXT_FLIGHT_START.length + 1)
    : text;
  return wrapsJson(rest, FLIGHT_PUSH, [')', ');']) || wrapsJson(rest, TURBOPACK_PUSH, [')', ');']);
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(?:application\/(?:ld\+)?json|text\/plain)/i;
const FRAME_SOURCE = /\bdata-frame-src="(https:\/\/[a-z0-9.-]+(?::\d+)?)"/gi;

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The inline scripts of Next and of the site to allow, the style elements, and the frames blocks
 * declare, in a page's HTML.
 */
export function pageNeeds(html: string): PageNeeds {
  const scriptHashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    if (!isNextInlineScript(text) && !SITE_INLINE_SCRIPTS.has(text)) continue;
    scriptHashes.add(sha256(text));
  }
  const styleHashes = new Set<string>();
  for (const [, text = ''] of html.matchAll(STYLE)) styleHashes.add(sha256(text));
  const frameSources = new Set<string>();
  for (const [, origin = ''] of html.matchAll(FRAME_SOURCE)) frameSources.add(origin.toLowerCase());
  return {
    scriptHashes: [...scriptHashes],
    styleHashes: [...styleHashes],
    frameSources: [...frameSources],
  };
}

/**
 * The policy of one answer: a page's (its needs), a draft preview's (the bridge's origins too),
 * or, for anything else, the same without inline scripts.
 */
export function contentSecurityPolicy(
  config: SecurityConfig,
  needs: PageNeeds = { scriptHashes: [], styleHashes: [], frameSources: [] },
  preview = false,
): string {
  const previewOrigins = preview ? config.previewOrigins : [];
  const analytics = config.analytics ? ANALYTICS_SOURCES : { script: [], img: [], connect: [] };
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...needs.scriptHashes, ...previewOrigins, ...analytics.script],
    // React writes style attributes; they cannot run code, so inline styles stay allowed. Style
    // elements only as the page was rendered, by hash (browsers without the -elem/-attr split,
    // before 2022, read style-src); a draft preview's bridge writes its own.
    ['style-src', "'self'", "'unsafe-inline'"],
    [
      'style-src-elem',
      "'self'",
      ...(preview ? ["'unsafe-inline'", ...previewOrigins] : needs.styleHashes),
    ],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https://*.storyblok.com', ...analytics.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...previewOrigins, ...analytics.connect, ...config.signInOrigins],
    // the forms' proof-of-work worker is a same-origin file (src/app/api/leads/pow-worker), never blob:
    ['worker-src', "'self'"],
    ['frame-src', "'self'", ...THIRD_PARTY_FRAMES, ...needs.frameSources],
    ['frame-ancestors', "'self'", ...config.frameAncestors],
    ['form-action', "'self'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  if (config.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}
