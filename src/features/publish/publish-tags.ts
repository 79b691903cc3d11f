import { datasourceTag, storyTag, typeTag, type ContentTag } from '@/content/dependency-tags';
import type { ContentChange } from '@/content';
import type { WebhookEvent } from '@/content/storyblok/webhook-event';

/** What is known of the story an event names, as it is now (see `storyFacts`). */
export interface StoryFacts {
  uuid: string;
  type: string;
}

/** Every page, when what an event changed cannot be told (a deleted story never seen as a page). */
export const EVERYTHING = 'everything';

function samePaths(a: readonly string[] | undefined, b: readonly string[] | undefined) {
  return a?.length === b?.length && (a ?? []).every((path, i) => path === b?.[i]);
}

/**
 * The tags a webhook event invalidates (src/content/dependency-tags.ts names them):
 * - a story published, unpublished, deleted or moved: its own tag (its page in every language,
 *   and any page that shows it by uuid or relation), its content type's (every list of that
 *   type: listings, facet counts, related items, the sitemap) and lists of any type; when its
 *   paths changed (new, moved, gone) also `links`, which every page resolves links with;
 * - the `global` story is a story like another: every page reads it, so every page has its tag;
 * - a datasource saved: its labels' tag (the redirect table is renewed by the caller).
 */
export function tagsFor(
  event: WebhookEvent,
  facts: StoryFacts | undefined,
  change: ContentChange,
): ContentTag[] | typeof EVERYTHING {
  if (event.kind === 'datasource') return [datasourceTag(event.datasourceSlug)];
  const known = facts ?? change.before?.byId.get(event.storyId);
  if (!known) return EVERYTHING;
  const tags: ContentTag[] = [storyTag(known.uuid), typeTag(known.type), 'stories'];
  const pathsBefore = change.before?.byStory.get(known.uuid);
  const pathsAfter = change.after.byStory.get(known.uuid);
  if (!change.before || !samePaths(pathsBefore, pathsAfter)) tags.push('links');
  return tags;
}
