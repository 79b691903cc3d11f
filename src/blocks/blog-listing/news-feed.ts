import { Feed } from 'feed';
import { getParentStory, hrefFor, type Story } from '@/content';
import type { BlogPostBlok, PageBlok } from '@/content/generated/components';
import type { Locale } from '@/i18n/routing';
import { feedPath } from '@/paths/feed-paths';
import { parseContentDate } from '@/site/format/date';
import { globalSettings } from '@/site/page-context';
import { absoluteUrl } from '@/site/page-metadata';
import { listPosts } from './post-query';

/** How many posts a feed carries: the latest. */
export const FEED_SIZE = 20;

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** An image's media type from its file name, or undefined for a type a reader may not show. */
function imageType(filename: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(filename, 'http://x').pathname)?.[1];
  return extension ? IMAGE_TYPES[extension.toLowerCase()] : undefined;
}

/** Whether a page lists the news (a `blog-listing` block in its body): it has a feed. */
export function listsNews(story: Story): boolean {
  const body = (story.content as unknown as Partial<PageBlok>).body;
  return (
    story.content.component === 'page' && !!body?.some((blok) => blok.component === 'blog-listing')
  );
}

/**
 * The feed a page announces (`<link rel="alternate">`): the news listing's own, and on a post the
 * one of the listing it belongs to; undefined elsewhere.
 */
export async function announcedFeed(
  story: Story,
  locale: Locale,
): Promise<{ path: string; title: string } | undefined> {
  const listing =
    story.content.component === 'blog-post' ? await getParentStory(locale, story) : story;
  if (!listing || !listsNews(listing)) return undefined;
  const settings = await globalSettings(locale);
  return {
    path: feedPath(hrefFor(listing, locale), 'rss'),
    title: `${settings.company_name} – ${listing.name}`,
  };
}

/**
 * The RSS 2.0 feed of the news in `locale`, announced by its listing page: the latest
 * `FEED_SIZE` posts, newest first, each with its title, teaser, absolute link, date, the company
 * as author (as the articles' structured data says) and its image as an enclosure.
 */
export async function newsFeed(listing: Story, locale: Locale, siteUrl: string): Promise<string> {
  const [settings, { stories }] = await Promise.all([
    globalSettings(locale),
    listPosts(locale, { perPage: FEED_SIZE }),
  ]);
  const pagePath = hrefFor(listing, locale);
  const pageUrl = absoluteUrl(siteUrl, pagePath);
  const author = { name: settings.company_name, email: settings.email };
  const posts = stories.map((story) => {
    const post = story.content as unknown as BlogPostBlok;
    return {
      story,
      post,
      date:
        parseContentDate(post.date) ??
        parseContentDate(story.first_published_at) ??
        new Date(story.created_at),
    };
  });
  const page = listing.content as unknown as Partial<PageBlok>;
  const feed = new Feed({
    id: pageUrl,
    link: pageUrl,
    feed: absoluteUrl(siteUrl, feedPath(pagePath, 'rss')),
    title: `${settings.company_name} – ${listing.name}`,
    description: page.seo_description || settings.tagline,
    language: locale,
    // the newest post's date: a reader asking again sees the feed change only when the news did
    updated: posts[0]?.date ?? new Date(listing.published_at ?? listing.created_at),
    copyright: `© ${settings.company_name}`,
    generator: false,
  });
  for (const { story, post, date } of posts) {
    const link = absoluteUrl(siteUrl, hrefFor(story, locale));
    const type = post.image?.filename ? imageType(post.image.filename) : undefined;
    feed.addItem({
      title: post.title,
      link,
      // the story's, not its address: a post whose slug is corrected is not news again
      guid: `urn:uuid:${story.uuid}`,
      date,
      description: post.teaser,
      author: [author],
      // RSS wants the enclosure's length in bytes; 0 is the agreed value when it is not known
      ...(post.image?.filename && type
        ? { image: { url: absoluteUrl(siteUrl, post.image.filename), type, length: 0 } }
        : {}),
    });
  }
  return feed.rss2();
}
