import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/routing';
import type { Link, Story } from './types';

/**
 * The one place that turns content into site paths (spec section 2, "Scrolling and links"):
 * a leading slash is added, a trailing `home` segment and a trailing slash are removed, and every
 * locale but the default is prefixed.
 */
export function sitePath(slugPath: string, locale: Locale = defaultLocale): string {
  const segments = slugPath.split('/').filter(Boolean);
  if (segments.at(-1) === 'home') segments.pop();
  if (locale !== defaultLocale) segments.unshift(locale);
  return `/${segments.join('/')}`;
}

/** The story's own path in `locale` (translated slug, or the default one), without prefix. */
function slugPathIn(story: Pick<Story, 'translated_slugs' | 'default_full_slug'>, locale: Locale) {
  const translated = story.translated_slugs.find((slug) => slug.lang === locale && slug.published);
  return translated?.path ?? story.default_full_slug;
}

/** The locales a story has a page in: the default one, and each with a published translated slug. */
export function localesOf(story: Pick<Story, 'translated_slugs'>): Locale[] {
  return locales.filter(
    (locale) =>
      locale === defaultLocale ||
      story.translated_slugs.some((slug) => slug.lang === locale && slug.published),
  );
}

/** The href of a story or a `cdn/links` entry in `locale`. */
export function hrefFor(target: Story | Link, locale: Locale): string {
  if ('content' in target) return sitePath(slugPathIn(target, locale), locale);
  const alternate = target.alternates.find((entry) => entry.lang === locale && entry.published);
  return sitePath(alternate?.path ?? target.slug, locale);
}

/** Storyblok's multilink field. */
export interface MultiLink {
  linktype?: 'story' | 'url' | 'email' | 'asset';
  id?: string;
  url?: string;
  cached_url?: string;
  anchor?: string;
  target?: '_self' | '_blank';
  email?: string;
  story?: { full_slug?: string; url?: string };
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A plain URL as the spec's link rules want it: an address with a scheme (`https:`, `tel:`), a
 * protocol-relative one or a bare `#anchor` is kept; a site path gets its leading slash, loses a
 * trailing `home` and a trailing slash, and keeps its query and hash.
 */
function plainUrl(url: string): string {
  if (SCHEME.test(url) || url.startsWith('//') || url.startsWith('#')) return url;
  const at = url.search(/[?#]/);
  const [path, rest] = at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
  return sitePath(path) + rest; // the default locale: a plain URL is taken as it is written
}

/** A story path from a link's fallbacks, without a language prefix the API may have put on it. */
function storyPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  return segments.join('/');
}

/** Whether a multilink leads to one of the site's pages (a story), not to e-mail, a file or another site. */
export function linksToStory(link: MultiLink | undefined): boolean {
  return (link?.linktype ?? 'story') === 'story';
}

/**
 * Resolves a multilink to an href (spec section 2, "Scrolling and links"), or undefined when it
 * points nowhere (the caller then renders plain text). A story link prefers the live link entry,
 * so a moved story keeps working, then the story's full slug, its URL, then the cached URL.
 */
export function resolveLink(
  link: MultiLink | undefined,
  locale: Locale,
  linksByUuid: ReadonlyMap<string, Link>,
): string | undefined {
  if (!link) return undefined;
  const anchor = link.anchor ? `#${link.anchor}` : '';
  switch (link.linktype ?? 'story') {
    case 'email': {
      const address = link.email ?? link.url;
      return address ? `mailto:${address}` : undefined;
    }
    case 'url':
    case 'asset': {
      const url = link.url || link.cached_url;
      return url ? plainUrl(url) + anchor : undefined;
    }
    case 'story': {
      const known = link.id ? linksByUuid.get(link.id) : undefined;
      if (known) return hrefFor(known, locale) + anchor;
      const fallback = link.story?.full_slug || link.story?.url || link.cached_url;
      return fallback ? sitePath(storyPath(fallback), locale) + anchor : undefined;
    }
  }
}

/** The catch-all route's segments for a site path: the inverse of `sitePath`. */
export function routeSegments(path: string, locale: Locale): string[] {
  const segments = path.split('/').filter(Boolean);
  return locale === defaultLocale ? segments : segments.slice(1);
}

/** The site path a catch-all route was asked for, exactly as requested (no `home` folding). */
export function routePath(segments: string[], locale: Locale): string {
  return `/${(locale === defaultLocale ? segments : [locale, ...segments]).join('/')}`;
}
