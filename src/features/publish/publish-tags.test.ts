import { describe, expect, it } from 'vitest';
import type { SitePathIndex } from '@/content/moved-paths';
import { EVERYTHING, tagsFor } from './publish-tags';

function index(
  pages: Record<string, { id: number; type: string; paths: string[] }>,
): SitePathIndex {
  const byStory = new Map<string, string[]>();
  const byId = new Map<number, { uuid: string; type: string }>();
  for (const [uuid, { id, type, paths }] of Object.entries(pages)) {
    byStory.set(uuid, paths);
    byId.set(id, { uuid, type });
  }
  return { paths: new Map(), byStory, byId };
}

const product = { id: 7, type: 'product', paths: ['/prodotti/x', '/en/products/x'] };
const story = (action: 'published' | 'unpublished' | 'deleted' | 'moved', storyId = 7) =>
  ({ kind: 'story', action, spaceId: 1, storyId }) as const;

describe('tagsFor', () => {
  it('a story re-published where it was: its pages, its type and lists, not the link map', () => {
    const same = index({ u7: product });
    expect(
      tagsFor(story('published'), { uuid: 'u7', type: 'product' }, { before: same, after: same }),
    ).toEqual(['story:u7', 'type:product', 'stories']);
  });

  it('a story that is new, moved or gone also changes the link map', () => {
    const before = index({ u7: product });
    const moved = index({ u7: { ...product, paths: ['/prodotti/y', '/en/products/y'] } });
    const gone = index({});
    const facts = { uuid: 'u7', type: 'product' };
    expect(tagsFor(story('moved'), facts, { before, after: moved })).toContain('links');
    expect(tagsFor(story('published'), facts, { before: gone, after: before })).toContain('links');
    // deleted: the story cannot be read any more; the index before the change still knows it
    expect(tagsFor(story('deleted'), undefined, { before, after: gone })).toEqual([
      'story:u7',
      'type:product',
      'stories',
      'links',
    ]);
  });

  it('every page when the story cannot be told (deleted, and never a page)', () => {
    const empty = index({});
    expect(tagsFor(story('deleted', 99), undefined, { before: empty, after: empty })).toBe(
      EVERYTHING,
    );
  });

  it('a datasource: its labels', () => {
    const empty = index({});
    const event = {
      kind: 'datasource',
      action: 'entries_updated',
      spaceId: 1,
      datasourceSlug: 'materiali',
    } as const;
    expect(tagsFor(event, undefined, { before: empty, after: empty })).toEqual([
      'datasource:materiali',
    ]);
  });
});
