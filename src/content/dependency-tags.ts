import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type { StoriesParams } from './source';
import type { Story } from './types';

/**
 * The cache tags of content: what a page rendered from, so a publish re-renders exactly the pages
 * that show what changed (src/features/publish). Every read through the gateway tags the render:
 * - `story:<uuid>`: a story read by path (a page, `global`, breadcrumbs' parents), the stories its
 *   relations resolved, and each story asked for by uuid (a product's related stories);
 * - `type:<content type>`: a list of one content type (listings, their facet counts, related
 *   posts, the sitemap), so a story of that type published, moved or gone shows in each of them;
 * - `stories`: a list of any type (none on a pre-rendered page today);
 * - `links`: the link map every page resolves story links with (navigation, footer, buttons);
 * - `datasource:<slug>`: a datasource's labels (facet names);
 * - `settings:<name>`: a setting read at start that a page shows (server/cache-protocol.ts,
 *   `START_REFRESH_PATH`), such as the cookie declaration's analytics.
 */
export type ContentTag =
  | `story:${string}`
  | `type:${string}`
  | 'stories'
  | 'links'
  | `datasource:${string}`
  | `settings:${string}`;

export const storyTag = (uuid: string): ContentTag => `story:${uuid}`;
export const typeTag = (contentType: string): ContentTag => `type:${contentType}`;
export const datasourceTag = (slug: string): ContentTag => `datasource:${slug}`;

/** The tags of a list query: by its content types, by the uuids it asks for, or any story. */
export function listTags(params: StoriesParams): ContentTag[] {
  if (params.content_type) return [typeTag(params.content_type)];
  const component = params.filter_query?.component;
  const types = component && !Array.isArray(component) ? (component.in ?? component.is) : undefined;
  if (types) return types.split(',').map((type) => typeTag(type.trim()));
  if (params.by_uuids) return params.by_uuids.split(',').map((uuid) => storyTag(uuid.trim()));
  return ['stories'];
}

/** The tags of a story read by path: itself and every story its relations brought along. */
export function storyTags(story: Story, rels: readonly Story[] = []): ContentTag[] {
  return [story, ...rels].map((read) => storyTag(read.uuid));
}

/** The tags this render has already been given, so each is given once (per request, by React). */
const given = cache(() => new Set<string>());

/**
 * Tags the page being rendered with `tags`. Next's way to tag a render without `cacheComponents`
 * is `unstable_cache`: its tags join those of the page being pre-rendered, and Next stores them
 * with the page. The cached value is a constant; the tags are the point. Outside a render (the
 * proxy, a script) there is nothing to tag.
 */
export async function dependOn(tags: readonly ContentTag[]): Promise<void> {
  const seen = given();
  const fresh = tags.filter((tag) => !seen.has(tag));
  if (fresh.length === 0) return;
  for (const tag of fresh) seen.add(tag);
  try {
    await unstable_cache(async () => true, ['fortarc-content-tags', ...fresh], { tags: fresh })();
  } catch {
    // not in a Next render: nothing to tag
  }
}
