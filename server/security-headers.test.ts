import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOADER_SCRIPT } from '../src/features/loader/loader-script';
import { NOTICE_SCRIPT } from '../src/features/consent/notice-script';
import { LANGUAGE_SCRIPT } from '../src/features/language-cookie/language-script';
import {
  contentSecurityPolicy,
  FIREBASE_AUTH_ORIGINS,
  isNextInlineScript,
  pageNeeds,
  staticSecurityHeaders,
  type SecurityConfig,
} from './security-headers';

const http: SecurityConfig = {
  https: false,
  frameAncestors: [],
  previewOrigins: [],
  analytics: false,
  signInOrigins: [],
};
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('isNextInlineScript', () => {
  it("takes Next's own inline scripts: the RSC payload's start and pushes, the chunk list", () => {
    expect(isNextInlineScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true);
    expect(isNextInlineScript('self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])')).toBe(true);
    expect(
      isNextInlineScript(
        '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"],"runtimeModuleIds":[1]});',
      ),
    ).toBe(true);
  });

  it('refuses anything else, and code hidden in the shape of a push', () => {
    expect(isNextInlineScript('alert(1)')).toBe(false);
    expect(isNextInlineScript('self.__next_f.push([1,"x"]);alert(1)')).toBe(false);
    expect(isNextInlineScript('self.__next_f.push(alert(1))')).toBe(false);
    expect(isNextInlineScript('(self.__next_f=self.__next_f||[]).push([0]);alert(1)')).toBe(false);
  });
});

describe('pageNeeds', () => {
  it("hashes Next's inline scripts only, skipping data blocks and scripts with a source", () => {
    const push = 'self.__next_f.push([1,"a"])';
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      `<script>${push}</script>`,
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script>alert("injected")</script>',
      '<div data-frame-src="https://forms.example.com">',
    ].join('');
    expect(pageNeeds(html)).toEqual({
      scriptHashes: [hash(push)],
      styleHashes: [],
      frameSources: ['https://forms.example.com'],
    });
  });

  it("hashes the loader's script by its exact text, and no look-alike", () => {
    const html = [
      `<script>${LOADER_SCRIPT}</script>`,
      `<script>${LOADER_SCRIPT};alert(1)</script>`,
    ];
    expect(pageNeeds(html.join('')).scriptHashes).toEqual([hash(LOADER_SCRIPT)]);
  });

  it("hashes the consent notice's and the language cookie's scripts, each by its own text", () => {
    const html = [NOTICE_SCRIPT, LANGUAGE_SCRIPT, `${LANGUAGE_SCRIPT} `]
      .map((text) => `<script>${text}</script>`)
      .join('');
    expect(pageNeeds(html).scriptHashes).toEqual([hash(NOTICE_SCRIPT), hash(LANGUAGE_SCRIPT)]);
  });

  it('hashes each style element of the page', () => {
    const css = '.hero{color:red}';
    expect(pageNeeds(`<head><style>${css}</style></head>`).styleHashes).toEqual([hash(css)]);
  });
});

describe('contentSecurityPolicy', () => {
  it("lists the page's hashes and frames, and blocks the rest", () => {
    const policy = contentSecurityPolicy(http, {
      scriptHashes: ["'sha256-abc'"],
      styleHashes: ["'sha256-css'"],
      frameSources: ['https://forms.example.com'],
    });
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    // style elements by hash only; style attributes (React writes them) stay allowed
    expect(policy).toContain("style-src-elem 'self' 'sha256-css';");
    expect(policy).toContain("style-src-attr 'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-inline' ;");
    expect(policy).toMatch(
      /frame-src [^;]*https:\/\/www\.youtube-nocookie\.com[^;]*https:\/\/forms\.example\.com/,
    );
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    // the proof-of-work worker is a same-origin file: no blob: or data: worker may start
    expect(policy).toContain("worker-src 'self';");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it("lets Storyblok's editor frame the site and a preview load its bridge", () => {
    const config = {
      https: true,
      frameAncestors: ['https://app.storyblok.com'],
      previewOrigins: ['https://app.storyblok.com'],
      analytics: false,
      signInOrigins: [],
    };
    expect(contentSecurityPolicy(config)).toContain(
      "frame-ancestors 'self' https://app.storyblok.com",
    );
    expect(contentSecurityPolicy(config)).toContain("script-src 'self'; ");
    expect(contentSecurityPolicy(config, undefined, true)).toContain(
      "script-src 'self' https://app.storyblok.com",
    );
    expect(contentSecurityPolicy(config)).toContain('upgrade-insecure-requests');
  });
});

describe('the tag manager in the policy', () => {
  it('names Google Tag Manager and Google Analytics only when a container is configured', () => {
    expect(contentSecurityPolicy(http)).not.toMatch(/google/);
    const policy = contentSecurityPolicy({ ...http, analytics: true });
    expect(policy).toContain("script-src 'self' https://*.googletagmanager.com;");
    expect(policy).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    );
    expect(policy).toContain('https://*.google-analytics.com https://*.googletagmanager.com;');
    // never an inline script for it: custom HTML tags stay refused
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('sign-in in the policy', () => {
  it('lets the browser reach Firebase Authentication only when sign-in is configured', () => {
    expect(contentSecurityPolicy(http)).not.toMatch(/googleapis|9099/);
    expect(contentSecurityPolicy({ ...http, signInOrigins: FIREBASE_AUTH_ORIGINS })).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;",
    );
    expect(contentSecurityPolicy({ ...http, signInOrigins: ['http://127.0.0.1:9099'] })).toContain(
      "connect-src 'self' http://127.0.0.1:9099;",
    );
  });
});

describe('staticSecurityHeaders', () => {
  it('sends HSTS only over https', () => {
    expect(staticSecurityHeaders(http)).not.toHaveProperty('strict-transport-security');
    expect(staticSecurityHeaders({ ...http, https: true })['strict-transport-security']).toMatch(
      /max-age=\d{8}/,
    );
    expect(staticSecurityHeaders(http)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
  });
});
