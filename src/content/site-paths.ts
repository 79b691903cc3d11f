import { locales, type Locale } from '@/i18n/routing';
import { dependOn, typeTag } from './dependency-tags';
import { hrefFor, localesOf, routePath } from './href';
import { recordMoves, type SitePathIndex } from './moved-paths';
import { pageContentTypes } from './page-types';
import { contentSource } from './sources';
import type { Story } from './types';

/**
 * The site's pages and their paths in every locale, kept on `globalThis` because the proxy (its
 * own bundle) reads them too; and the paths pages were moved from while this server ran.
 */
const SITE_PATHS = Symbol.for('fortarc.site-path-index');
const MOVED = Symbol.for('fortarc.moved-paths');
const slot = globalThis as {
  [SITE_PATHS]?: Promise<SitePathIndex>;
  [MOVED]?: Map<string, string>;
};

/** Every story that is a page, in the default language. */
export async function listPageStories(): Promise<Story[]> {
  const source = await contentSource();
  await dependOn(pageContentTypes.map(typeTag));
  const stories: Story[] = [];
  // One query for every page type (a publish reads this again, so each request counts).
  const filter_query = { component: { in: pageContentTypes.join(',') } };
  for (let page = 1; ; page++) {
    const result = await source.getStories({ filter_query, page, per_page: 100 });
    stories.push(...result.stories);
    if (page * result.perPage >= result.total) break;
  }
  // grouped by type as before, each type in the API's order (the sort is stable)
  const rank = (story: Story) =>
    (pageContentTypes as readonly string[]).indexOf(story.content.component);
  return stories.sort((a, b) => rank(a) - rank(b));
}

/** The site path of every story that is a page, in every locale it is published in. */
export async function listSitePaths(): Promise<Array<{ locale: Locale; path: string }>> {
  const stories = await listPageStories();
  return stories.flatMap((story) =>
    localesOf(story).map((locale) => ({ locale, path: hrefFor(story, locale) })),
  );
}

/** The components of a story's body, in order (a page's blocks). */
function bodyBlocks(story: Story): string[] {
  const body = (story.content as { body?: unknown }).body;
  if (!Array.isArray(body)) return [];
  return body.flatMap((blok: unknown) => {
    const component = (blok as { component?: unknown } | null)?.component;
    return typeof component === 'string' ? [component] : [];
  });
}

async function buildSitePathIndex(): Promise<SitePathIndex> {
  const paths = new Map<string, string>();
  const byStory = new Map<string, string[]>();
  const byId: SitePathIndex['byId'] = new Map();
  for (const story of await listPageStories()) {
    byId.set(story.id, {
      uuid: story.uuid,
      type: story.content.component,
      blocks: bodyBlocks(story),
    });
    const published = localesOf(story);
    const canonicals = locales.map((locale) => {
      // A translation not yet published has no page: its language's paths answer 404.
      if (!published.includes(locale)) return '';
      const canonical = hrefFor(story, locale);
      paths.set(routePath(story.default_full_slug.split('/').filter(Boolean), locale), canonical);
      paths.set(canonical, canonical);
      return canonical;
    });
    byStory.set(story.uuid, canonicals);
  }
  return { paths, byStory, byId };
}

export function sitePathIndex(): Promise<SitePathIndex> {
  slot[SITE_PATHS] ??= buildSitePathIndex().catch((error: unknown) => {
    slot[SITE_PATHS] = undefined; // a failing content service is asked again on the next request
    throw error;
  });
  return slot[SITE_PATHS];
}

/**
 * Where a requested site path leads: its canonical path (itself when it is one), or undefined when
 * no page lives there. A story asked for by its default-language slug in another locale
 * (`/en/prodotti`), by its `home` slug (`/home`), or at a path it was moved from while this server
 * ran, leads to its canonical path.
 */
export async function canonicalSitePath(path: string): Promise<string | undefined> {
  return (await sitePathIndex()).paths.get(path) ?? slot[MOVED]?.get(path);
}

/**
 * The content type (`product`, `page`, ...) and the body's blocks of the page whose canonical path
 * is `path`, or undefined when no page lives there: the proxy offers a datasheet only at a
 * product's path, a feed or a calendar only at a page that has one.
 */
export async function pageAt(
  path: string,
): Promise<{ type: string; blocks: readonly string[] } | undefined> {
  const index = await sitePathIndex();
  for (const { uuid, type, blocks = [] } of index.byId.values()) {
    if (index.byStory.get(uuid)?.includes(path)) return { type, blocks };
  }
  return undefined;
}

/** The content type of the page whose canonical path is `path`, or undefined (see `pageAt`). */
export async function pageTypeAt(path: string): Promise<string | undefined> {
  return (await pageAt(path))?.type;
}

/** The site's pages before and after a refresh (before is unknown when it could not be read). */
export interface ContentChange {
  before?: SitePathIndex;
  after: SitePathIndex;
}

/**
 * Reads the site's paths again after `reopen` (the content source's refresh) and remembers a page
 * that moved at its old paths.
 */
export async function refreshSitePaths(reopen: () => Promise<void>): Promise<ContentChange> {
  const before = await sitePathIndex().catch(() => undefined);
  await reopen();
  slot[SITE_PATHS] = undefined;
  const after = await sitePathIndex();
  if (before) recordMoves((slot[MOVED] ??= new Map()), before, after);
  return { before, after };
}
