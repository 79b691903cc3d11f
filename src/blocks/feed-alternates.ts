import type { Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { FEED_TYPES } from '@/paths/feed-paths';
import { absoluteUrl } from '@/site/page-metadata';
import { announcedFeed } from './blog-listing/news-feed';
import { announcedCalendar } from './event/event-calendar';

/**
 * The feeds a page announces in its head (`<link rel="alternate" type=...>`), so readers and
 * calendar applications find them from the page's address: the news feed on the news listing and
 * every post, the calendar on the events listing and every event.
 */
export async function feedAlternates(
  story: Story,
  locale: Locale,
  siteUrl: string,
): Promise<Record<string, Array<{ url: string; title: string }>> | undefined> {
  const announced = [
    { type: FEED_TYPES.rss, feed: await announcedFeed(story, locale) },
    { type: FEED_TYPES.ics, feed: announcedCalendar(story, locale) },
  ];
  const types = Object.fromEntries(
    announced.flatMap(({ type, feed }) =>
      feed ? [[type, [{ url: absoluteUrl(siteUrl, feed.path), title: feed.title }]]] : [],
    ),
  );
  return Object.keys(types).length > 0 ? types : undefined;
}
