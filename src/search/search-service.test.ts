import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentSource } from '@/content/source';
import type { Story } from '@/content/types';

/** A content source with one product whose name a test changes, counting the stories read. */
let productName = 'Pioneer Pulse 403';
let reads = 0;
const story = (): Story =>
  ({
    id: 1,
    uuid: '11111111-1111-4111-8111-111111111111',
    name: productName,
    slug: 'pioneer-pulse-403',
    full_slug: 'prodotti/pioneer-pulse-403',
    default_full_slug: 'prodotti/pioneer-pulse-403',
    translated_slugs: [],
    content: { component: 'product', _uid: 'u', name: productName },
  }) as unknown as Story;

const source = {
  getStories: async (params: { filter_query?: { component?: { in?: string } } }) => {
    reads += 1;
    const pages = params.filter_query?.component?.in?.includes('product') ?? false;
    return { stories: pages ? [story()] : [], total: pages ? 1 : 0, perPage: 100 };
  },
  getDatasourceEntries: async () => ({ datasource_entries: [], total: 0, perPage: 1000 }),
} as unknown as ContentSource;

vi.mock('@/content', () => ({ contentSource: async () => source }));

const { refreshSearchIndexes, searchSite } = await import('./search-service');

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('fortarc.search-indexes')];
  productName = 'Pioneer Pulse 403';
  reads = 0;
});

describe('the search indexes', () => {
  it('are built on a language’s first search, once', async () => {
    expect((await searchSite('it', { term: 'pioneer' })).total).toBe(1);
    const afterFirst = reads;
    await searchSite('it', { term: 'pulse' });
    expect(reads).toBe(afterFirst);
  });

  it('after a publish, read nothing until the next search, which the old index answers while the new one builds', async () => {
    await searchSite('it', { term: 'pioneer' });
    productName = 'Voyager Plasma 65';
    const beforePublish = reads;
    refreshSearchIndexes();
    expect(reads).toBe(beforePublish);
    // the next search starts the build and is answered by the index in use
    expect((await searchSite('it', { term: 'pioneer' })).total).toBe(1);
    await vi.waitFor(async () => {
      expect((await searchSite('it', { term: 'voyager' })).total).toBe(1);
    });
    expect((await searchSite('it', { term: 'pioneer' })).total).toBe(0);
  });
});
