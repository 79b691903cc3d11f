import { ContentError } from '../errors';
import type { CommonParams, LinkSummary, ResolvedLink } from '../source';
import type { Story } from '../types';
import type { StoryFile } from './file-schema';
import { localizeStory } from './localize';
import {
  inlineRelations,
  inlineStoryLinks,
  parseRelations,
  relationUuids,
  storyLinkUuids,
} from './query/relations';
import { viewOf, type Version } from './query/story-view';
import { toLink } from './to-link';

/** Storyblok resolves at most this many relations (and links) per response; the rest come as uuids. */
const RESOLVE_LIMIT = 50;

export interface Resolved {
  rels: Story[];
  links: ResolvedLink[];
  rel_uuids?: string[];
  link_uuids?: string[];
}

interface Context {
  byUuid: ReadonlyMap<string, StoryFile>;
  language: string | undefined;
  version: Version;
  /** Answer as the HTTP API does (uuids past the limit, nothing inlined) instead of as the client. */
  api: boolean;
}

function summary(story: Story): LinkSummary {
  const { id, uuid, name, slug, full_slug } = story;
  return { id, uuid, name, slug, full_slug, url: full_slug };
}

/**
 * `resolve_relations` and `resolve_links` for the stories of one response. As the client, every
 * target is inlined (relations replace their uuids, story links gain `story`); as the API, up to
 * the limit come back as `rels`/`links` and past it as `rel_uuids`/`link_uuids`.
 */
export function resolveReferences(
  stories: Story[],
  params: CommonParams,
  context: Context,
): Resolved {
  const { byUuid, language, version, api } = context;
  const storyOf = (uuid: string): Story | undefined => {
    const file = byUuid.get(uuid);
    const view = file && viewOf(file, version);
    return view && localizeStory(view, language);
  };
  const contents = stories.map((story) => story.content);
  const result: Resolved = { rels: [], links: [] };

  const relations = parseRelations(params.resolve_relations);
  if (relations.length > 0) {
    const uuids = relationUuids(contents, relations);
    if (api && uuids.length > RESOLVE_LIMIT) result.rel_uuids = uuids;
    else {
      result.rels = uuids.map(storyOf).filter((story): story is Story => story !== undefined);
      if (!api) {
        const byId = new Map(result.rels.map((story) => [story.uuid, story]));
        for (const content of contents) inlineRelations(content, relations, byId);
      }
    }
  }

  const mode = params.resolve_links;
  if (mode !== undefined) {
    if (!['story', 'url', 'link'].includes(mode)) {
      throw new ContentError(400, 'resolve_links must be story, url or link');
    }
    const uuids = storyLinkUuids(contents);
    if (api && uuids.length > RESOLVE_LIMIT) result.link_uuids = uuids;
    else {
      const targets = new Map<string, ResolvedLink>();
      for (const uuid of uuids) {
        const story = storyOf(uuid);
        const file = byUuid.get(uuid);
        if (!story || !file) continue;
        const target: ResolvedLink =
          mode === 'story' ? story : mode === 'url' ? summary(story) : toLink(file);
        targets.set(uuid, target);
      }
      result.links = [...targets.values()];
      if (!api) for (const content of contents) inlineStoryLinks(content, targets);
    }
  }
  return result;
}
