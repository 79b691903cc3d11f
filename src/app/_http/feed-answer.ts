import type { Story } from '@/content';
import { isLocale, type Locale } from '@/i18n/routing';
import { loadPageStory } from '@/site/load-page-story';

/**
 * A feed or calendar as a page is answered: public for five minutes at a CDN, served stale while
 * it asks again (server/visitor-headers.ts), kept by the server's response cache for as long and
 * expired by a publish, like the pages that announce it.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

export function feedAnswer(body: string, type: string, headers?: Record<string, string>): Response {
  return new Response(body, {
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': PAGE_CACHE, ...headers },
  });
}

/** The page has no feed or calendar of this kind. */
export function noFeed(): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=60',
    },
  });
}

export interface FeedRouteContext {
  params: Promise<{ locale: string; path: string[] }>;
}

/**
 * The page a feed route was asked for (`/{locale}/<route>/<page path>`, where the proxy rewrote
 * `<page path>.rss` or `.ics`), when it is one at its own path in that language.
 */
export async function feedPage({
  params,
}: FeedRouteContext): Promise<{ locale: Locale; story: Story } | undefined> {
  const { locale, path } = await params;
  if (!isLocale(locale)) return undefined;
  const page = await loadPageStory(locale, path);
  return page.kind === 'found' ? { locale, story: page.story } : undefined;
}
