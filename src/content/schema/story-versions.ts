import type { StoreFiles } from '../local/load';

type StoredStory = StoreFiles['stories'][number]['story'];

/** A stored story's content and, when it has one, its draft's, each with its field path. */
export function contentVersions(story: StoredStory) {
  return [
    ['content', story.content] as const,
    ...(story.draft ? [['draft.content', story.draft.content] as const] : []),
  ];
}
