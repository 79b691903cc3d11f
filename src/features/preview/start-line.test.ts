import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';
import { previewStartLine } from './start-line';

describe('previewStartLine', () => {
  it('names the doors that are open, and what to set when none is', () => {
    expect(previewStartLine(parseEnv({}))).toMatch(/off, because neither STORYBLOK_PREVIEW_TOKEN/);
    expect(previewStartLine(parseEnv({ PREVIEW_SECRET: 'a-secret-of-some-length' }))).toBe(
      'Draft preview: on, through /api/draft?secret=PREVIEW_SECRET&slug=/path',
    );
    expect(
      previewStartLine(
        parseEnv({ STORYBLOK_TOKEN: 'public', PREVIEW_SECRET: 'a-secret-of-some-length' }),
      ),
    ).toMatch(/off, because the Storyblok adapter reads drafts with STORYBLOK_PREVIEW_TOKEN/);
    expect(previewStartLine(parseEnv({ STORYBLOK_PREVIEW_TOKEN: 'preview' }))).toMatch(
      /on, through the visual editor's links/,
    );
  });
});
