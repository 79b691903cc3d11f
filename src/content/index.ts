import { cache } from 'react';
import { contentSourceKind, env } from '@/config/env';
import { defaultLocale, locales, type Locale } from '@/i18n/routing';
import { datasourceTag, dependOn, listTags, storyTags, typeTag } from './dependency-tags';
import { isNotFound } from './errors';
import { hrefFor, routePath } from './href';
import { recordMoves, type SitePathIndex } from './moved-paths';
import { pageContentTypes } from './page-types';
import { LocalContentSource } from './local/local-source';
import { withPreviewEdit } from './preview-edits';
import { draftsReadable, requestVersion } from './request-version';
import type { ContentSource, StoriesParams, Version } from './source';
import { StoryblokContentSource } from './storyblok/storyblok-source';
import type { Link, Story } from './types';

/**
 * The content gateway: the only module the app asks for content. It knows which adapter is in use;
 * nothing above it does.
 */

/**
 * The open source, kept on `globalThis`: Next loads route handlers and pages as separate bundles,
 * and a refresh asked for by the publish webhook (a route) must reach the source pages read.
 */
const OPENED = Symbol.for('fortarc.content-source');
/** The same for what the proxy (its own bundle too) reads: the site's paths, and moved ones. */
const SITE_PATHS = Symbol.for('fortarc.site-path-index');
const MOVED = Symbol.for('fortarc.moved-paths');
/** The Storyblok client that reads drafts with the preview token, opened on the first preview. */
const DRAFTS = Symbol.for('fortarc.content-source.drafts');
const slot = globalThis as {
  [OPENED]?: Promise<ContentSource>;
  [DRAFTS]?: ContentSource;
  [SITE_PATHS]?: Promise<SitePathIndex>;
  [MOVED]?: Map<string, string>;
};

/** The adapter configuration asks for: Storyblok when a token is set, else the embedded store. */
async function openSource(): Promise<ContentSource> {
  const config = env();
  if (contentSourceKind(config) === 'local') return LocalContentSource.open(config.CONTENT_DIR);
  return new StoryblokContentSource({
    accessToken: config.STORYBLOK_TOKEN,
    oauthToken: config.STORYBLOK_OAUTH_TOKEN,
    region: config.STORYBLOK_REGION,
    version: config.STORYBLOK_VERSION,
    endpoint: config.STORYBLOK_ENDPOINT,
  });
}

export function contentSource(): Promise<ContentSource> {
  slot[OPENED] ??= openSource();
  return slot[OPENED];
}

/**
 * The source for `version`. The embedded store answers both versions. On Storyblok, drafts are
 * read with the preview token by a client that caches nothing: the published client's cache must
 * hold published answers only, and an editor expects each reload to show the draft of now.
 */
async function sourceFor(version: Version): Promise<ContentSource> {
  const config = env();
  if (version === 'published' || contentSourceKind(config) === 'local') return contentSource();
  slot[DRAFTS] ??= new StoryblokContentSource({
    accessToken: config.STORYBLOK_PREVIEW_TOKEN,
    region: config.STORYBLOK_REGION,
    version: 'draft',
    endpoint: config.STORYBLOK_ENDPOINT,
    uncached: true,
  });
  return slot[DRAFTS];
}

/** Whether this request renders a draft preview (see request-version.ts). */
export async function isDraftPreview(): Promise<boolean> {
  return (await requestVersion()) === 'draft';
}

/** The parameters of a read in the request's version: published unless in draft mode. */
async function versioned(): Promise<{ source: ContentSource; version?: Version }> {
  const version = await requestVersion();
  const source = await sourceFor(version);
  return version === 'draft' ? { source, version } : { source };
}

/**
 * Makes the next read see the content as it is now: the embedded store is read again from its
 * files, and the Storyblok client forgets its cached answers and content version. The store is
 * replaced only once the new one opened, so a bad edit leaves the site on the content it had.
 * The site's paths are read again, and a page that moved is remembered at its old paths.
 */
export async function refreshContent(): Promise<ContentChange> {
  const before = await sitePathIndex().catch(() => undefined);
  const current = await slot[OPENED];
  // Asked by what it can do, not its class: another bundle may have opened it (see OPENED).
  if (current && 'flushCache' in current && typeof current.flushCache === 'function') {
    await (current as StoryblokContentSource).flushCache();
  } else {
    const next = openSource();
    await next;
    slot[OPENED] = next;
  }
  slot[SITE_PATHS] = undefined;
  const after = await sitePathIndex();
  if (before) recordMoves((slot[MOVED] ??= new Map()), before, after);
  return { before, after };
}

/** The site's pages before and after a refresh (before is unknown when it could not be read). */
export interface ContentChange {
  before?: SitePathIndex;
  after: SitePathIndex;
}

/**
 * A story's uuid and content type, by id, as it is now: published, else (unpublished) its draft
 * when drafts can be read. Undefined when the story is gone or cannot be read.
 */
export async function storyFacts(id: number): Promise<{ uuid: string; type: string } | undefined> {
  for (const version of ['published', 'draft'] as const) {
    if (version === 'draft' && !draftsReadable(env())) break;
    try {
      const reader = await sourceFor(version);
      const { story } = await reader.getStory(String(id), version === 'draft' ? { version } : {});
      return { uuid: story.uuid, type: story.content.component };
    } catch {
      // not in this version
    }
  }
  return undefined;
}

/** The API's language parameter for a site locale: the default language is asked for without one. */
function languageFor(locale: Locale): string | undefined {
  return locale === defaultLocale ? undefined : locale;
}

/** The story behind a site path in `locale`, or null when there is none. */
export const getStoryByPath = cache(async (locale: Locale, slugPath: string) => {
  const { source, version } = await versioned();
  const language = languageFor(locale);
  const path = slugPath === '' ? 'home' : slugPath;
  try {
    const slug = language ? `${language}/${path}` : path;
    const { story, rels } = await source.getStory(slug, { language, ...(version && { version }) });
    await dependOn(storyTags(story, rels));
    return version === 'draft' ? withPreviewEdit(story, language) : story;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

/** A page of stories in `locale`. */
export async function listStories(locale: Locale, params: StoriesParams) {
  const { source, version } = await versioned();
  await dependOn(listTags(params));
  return source.getStories({
    ...params,
    language: languageFor(locale),
    ...(version && { version }),
  });
}

/** Every story's link entry, keyed by uuid, to resolve story links without one request per link. */
export const getLinksByUuid = cache(async (): Promise<ReadonlyMap<string, Link>> => {
  const { source, version } = await versioned();
  await dependOn(['links']);
  const all = new Map<string, Link>();
  for (let page = 1; ; page++) {
    const params = { page, per_page: 1000, ...(version && { version }) };
    const { links, total, perPage } = await source.getLinks(params);
    for (const link of Object.values(links)) all.set(link.uuid, link);
    if (page * perPage >= total) return all;
  }
});

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

/** The site path in every locale of every story that is a page. */
export async function listSitePaths(): Promise<Array<{ locale: Locale; path: string }>> {
  const stories = await listPageStories();
  return stories.flatMap((story) =>
    locales.map((locale) => ({ locale, path: hrefFor(story, locale) })),
  );
}

async function buildSitePathIndex(): Promise<SitePathIndex> {
  const paths = new Map<string, string>();
  const byStory = new Map<string, string[]>();
  const byId = new Map<number, { uuid: string; type: string }>();
  for (const story of await listPageStories()) {
    byId.set(story.id, { uuid: story.uuid, type: story.content.component });
    const canonicals = locales.map((locale) => {
      const canonical = hrefFor(story, locale);
      paths.set(routePath(story.default_full_slug.split('/').filter(Boolean), locale), canonical);
      paths.set(canonical, canonical);
      return canonical;
    });
    byStory.set(story.uuid, canonicals);
  }
  return { paths, byStory, byId };
}

function sitePathIndex(): Promise<SitePathIndex> {
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

/** A datasource's labels in `locale`, keyed by value. */
export const getDatasourceLabels = cache(async (datasource: string, locale: Locale) => {
  const source = await contentSource();
  await dependOn([datasourceTag(datasource)]);
  const { datasource_entries } = await source.getDatasourceEntries({
    datasource,
    dimension: languageFor(locale),
    per_page: 1000,
  });
  return new Map(
    datasource_entries.map((entry) => [entry.value, entry.dimension_value ?? entry.name]),
  );
});

/** Every entry of a datasource (all pages), or none when the space has no such datasource. */
export async function getDatasourceEntries(datasource: string) {
  const source = await contentSource();
  const entries = [];
  for (let page = 1; ; page += 1) {
    try {
      const answer = await source.getDatasourceEntries({ datasource, per_page: 1000, page });
      entries.push(...answer.datasource_entries);
      if (answer.datasource_entries.length < 1000) return entries;
    } catch (error) {
      if (isNotFound(error)) return entries;
      throw error;
    }
  }
}

/** The folder start page a story sits in (`prodotti/` for `prodotti/pioneer-403`), if any. */
export async function getParentStory(locale: Locale, story: Story): Promise<Story | null> {
  const segments = story.default_full_slug.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  return getStoryByPath(locale, segments.slice(0, -1).join('/'));
}

/** The most a site search lists: enough for a small catalogue, a bound on work per request. */
export const SEARCH_RESULT_LIMIT = 50;

/** Pages (of every page type) in `locale` whose text contains `term`, most recently published first. */
export async function searchPages(locale: Locale, term: string): Promise<Story[]> {
  const { stories } = await listStories(locale, {
    search_term: term,
    filter_query: { component: { in: pageContentTypes.join(',') } },
    sort_by: 'published_at:desc',
    per_page: SEARCH_RESULT_LIMIT,
  });
  return stories;
}

/** The `global` settings story (navigation, footer, contact data) in `locale`. */
export const getGlobalSettings = cache(async (locale: Locale): Promise<Story> => {
  const story = await getStoryByPath(locale, 'global');
  if (!story) throw new Error('The content store has no "global" story');
  return story;
});

export {
  hrefFor,
  linksToStory,
  localesOf,
  resolveLink,
  routePath,
  routeSegments,
  sitePath,
} from './href';
export type { MultiLink } from './href';
export type { Asset, RichTextDoc, RichTextNode, StoryRef, TableValue } from './field-types';
export type { Blok, Link, Story } from './types';
