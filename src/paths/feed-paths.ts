import { internalRoute, type DerivedPathRequest } from './internal-route';

/**
 * The news feed and the calendars (issue 38) live at their page's path with an extension: the news
 * listing's RSS feed `/news.rss` (`/en/news.rss`, `/de/neuigkeiten.rss`), one event's calendar
 * entry `/fiere-ed-eventi/fiera-saldatech-italia-2025.ics`, and the events listing's calendar of
 * every upcoming event `/fiere-ed-eventi.ics`. The one place these URLs are written; the proxy
 * rewrites them to the internal routes below, which answer for pages that have one.
 */
export type FeedKind = 'rss' | 'ics';

/** The internal route segment of each kind under `/{locale}/` (src/app/[locale]/<segment>/). */
export const FEED_ROUTES: Record<FeedKind, string> = { rss: 'news-feed', ics: 'calendar' };

export const FEED_TYPES: Record<FeedKind, string> = {
  rss: 'application/rss+xml',
  ics: 'text/calendar',
};

const FEED_PATH = /^(\/.*[^/])\.(rss|ics)$/;

/** The feed or calendar of the page at `pagePath` (a site path, as `hrefFor` gives it). */
export function feedPath(pagePath: string, kind: FeedKind): string {
  return `${pagePath}.${kind}`;
}

/**
 * The same calendar for a calendar application to subscribe to: `webcal:` is the scheme that
 * makes a browser hand the address to one (Apple Calendar, Outlook, Thunderbird).
 */
export function subscriptionUrl(absoluteUrl: string): string {
  return absoluteUrl.replace(/^https?:/, 'webcal:');
}

/** A page as far as its feeds go: its content type and the components of its body. */
export interface PageShape {
  type: string;
  blocks: readonly string[];
}

/** The listing whose page has each kind: the news listing its feed, the events listing its calendar. */
const FEED_LISTINGS: Record<FeedKind, string> = { rss: 'blog-listing', ics: 'events-listing' };

/**
 * Whether a page has the feed or calendar of `kind`: a page with the listing of that kind, or an
 * event (its own entry). The same rule as the routes' (`listsNews`, `listsEvents`, `isEvent` in
 * src/blocks/), which the proxy may not import: it answers every other such path with the 404 page.
 */
export function offersFeed(kind: FeedKind, page: PageShape): boolean {
  if (kind === 'ics' && page.type === 'event') return true;
  return page.type === 'page' && page.blocks.includes(FEED_LISTINGS[kind]);
}

export interface FeedRequest extends DerivedPathRequest {
  kind: FeedKind;
}

/** Which feed or calendar a visitor's path asks for, or undefined when it asks for none. */
export function matchFeedPath(pathname: string): FeedRequest | undefined {
  const match = FEED_PATH.exec(pathname);
  if (!match) return undefined;
  const pagePath = match[1]!;
  const kind = match[2] as FeedKind;
  return { kind, pagePath, ...internalRoute(pagePath, FEED_ROUTES[kind]) };
}
