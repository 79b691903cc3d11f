import { contentSourceKind, type Env } from '@/config/env';

/** What the start-up log says about draft preview: which doors are open, or why none is. */
export function previewStartLine(config: Env): string {
  if (contentSourceKind(config) === 'storyblok' && !config.STORYBLOK_PREVIEW_TOKEN) {
    return 'Draft preview: off, because the Storyblok adapter reads drafts with STORYBLOK_PREVIEW_TOKEN, which is not set';
  }
  const doors = [
    config.STORYBLOK_PREVIEW_TOKEN
      ? "the visual editor's links (signed with STORYBLOK_PREVIEW_TOKEN)"
      : undefined,
    config.PREVIEW_SECRET ? '/api/draft?secret=PREVIEW_SECRET&slug=/path' : undefined,
  ].filter(Boolean);
  return doors.length
    ? `Draft preview: on, through ${doors.join(' and ')}`
    : 'Draft preview: off, because neither STORYBLOK_PREVIEW_TOKEN nor PREVIEW_SECRET is set';
}
