import { env } from '@/config/env';
import { FEED_TYPES } from '@/paths/feed-paths';
import { listsNews, newsFeed } from '@/blocks/blog-listing/news-feed';
import { feedAnswer, feedPage, noFeed, type FeedRouteContext } from '../../../_http/feed-answer';

export const dynamic = 'force-dynamic';

/**
 * The RSS feed of a news listing page (`/news.rss`: src/paths/feed-paths.ts); the proxy rewrites
 * here only for a canonical page path, and this route is never a visitor's URL itself.
 */
export async function GET(_request: Request, context: FeedRouteContext) {
  const page = await feedPage(context);
  if (!page || !listsNews(page.story)) return noFeed();
  return feedAnswer(await newsFeed(page.story, page.locale, env().SITE_URL), FEED_TYPES.rss);
}
