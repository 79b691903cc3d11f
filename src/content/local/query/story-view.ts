import type { Blok } from '../../types';
import type { StoryFile } from '../file-schema';

export type Version = 'published' | 'draft';

/** A story as one version shows it: published content, or the draft's unpublished changes. */
export interface StoryView {
  file: StoryFile;
  name: string;
  content: Blok;
}

/** The story in `version`, or undefined when that version does not show it (never published). */
export function viewOf(file: StoryFile, version: Version): StoryView | undefined {
  if (version === 'draft') {
    return {
      file,
      name: file.draft?.name ?? file.name,
      content: file.draft?.content ?? file.content,
    };
  }
  if (file.published_at === null) return undefined;
  return { file, name: file.name, content: file.content };
}
