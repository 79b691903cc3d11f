import { cache } from 'react';
import { env } from '@/config/env';
import { defaultLocale, type Locale } from '@/i18n/routing';
import { datasourceTag, dependOn, listTags, storyTags } from './dependency-tags';
import { isNotFound } from './errors';
import { withPreviewEdit } from './preview-edits';
import { openPrivateFile } from './private-assets';
import { draftsReadable, requestVersion } from './request-version';
import { refreshSitePaths, type ContentChange } from './site-paths';
import { contentSource, reopenSource, sourceFor, versioned } from './sources';
import type { StoriesParams } from './source';
import type { Link, PrivateFile, Story } from './types';

/**
 * The content gateway: the only module the app asks for content. It knows which adapter is in use;
 * nothing above it does.
 */

/** Whether this request renders a draft preview (see request-version.ts). */
export async function isDraftPreview(): Promise<boolean> {
  return (await requestVersion()) === 'draft';
}

/**
 * Makes the next read see the content as it is now (see `reopenSource`); the site's paths are read
 * again, and a page that moved is remembered at its old paths.
 */
export function refreshContent(): Promise<ContentChange> {
  return refreshSitePaths(reopenSource);
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

/** The API's largest page. */
const LARGEST_PAGE = 100;

/** Every story a list query matches in `locale`, read a page of 100 at a time. */
export async function listAllStories(
  locale: Locale,
  params: Omit<StoriesParams, 'page' | 'per_page'>,
): Promise<Story[]> {
  const stories: Story[] = [];
  for (let page = 1; ; page++) {
    const result = await listStories(locale, { ...params, per_page: LARGEST_PAGE, page });
    stories.push(...result.stories);
    if (result.stories.length === 0 || page * result.perPage >= result.total) return stories;
  }
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

/**
 * Tags the page being rendered as showing a setting read at start (`settings:<name>`), so a start
 * with another value renders it again (server/cache-protocol.ts, `START_REFRESH_PATH`).
 */
export async function dependOnSetting(tag: `settings:${string}`): Promise<void> {
  await dependOn([tag]);
}

/** The `global` settings story (navigation, footer, contact data) in `locale`. */
export const getGlobalSettings = cache(async (locale: Locale): Promise<Story> => {
  const story = await getStoryByPath(locale, 'global');
  if (!story) throw new Error('The content store has no "global" story');
  return story;
});

/**
 * A private asset (a partner document's file, as its story's asset field names it), opened for one
 * download; undefined when there is no such private asset. The embedded store reads
 * `CONTENT_DIR/private-assets/`; Storyblok is asked for a signed URL with `STORYBLOK_ASSET_TOKEN`
 * (unset: undefined, and the log says what to set). Whether the visitor may have it is the
 * caller's to decide: this opens whatever it is asked for.
 */
export async function openPrivateAsset(filename: string): Promise<PrivateFile | undefined> {
  const source = await contentSource();
  return openPrivateFile(source, filename, env().STORYBLOK_ASSET_TOKEN);
}

export { contentSource } from './sources';
export { findPartnerDocument, isForPartners, listPartnerDocuments } from './partner-documents';
export type { PartnerDocument } from './partner-documents';
export {
  canonicalSitePath,
  listPageStories,
  listSitePaths,
  pageAt,
  pageTypeAt,
} from './site-paths';
export type { ContentChange } from './site-paths';
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
export type { Blok, Link, PrivateFile, Story } from './types';
