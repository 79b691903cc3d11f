import { describe, expect, it } from 'vitest';
import {
  downloadFilterSearch,
  filterDownloads,
  hasDownloadFilters,
  parseDownloadFilters,
} from './download-filters';

const options = {
  type: ['manual', 'catalogue'],
  product: ['pioneer-403', 'cruiser-322'],
  language: ['it', 'en', 'de'],
};

const downloads = [
  { id: 1, type: 'manual', products: ['pioneer-403'], languages: ['it', 'en'] },
  { id: 2, type: 'manual', products: ['cruiser-322'], languages: ['de'] },
  { id: 3, type: 'catalogue', products: [], languages: ['it', 'de'] },
];

describe('download filters', () => {
  it('reads the offered values and ignores unknown ones', () => {
    const query = new URLSearchParams('type=brochure&type=manual&product=nope&language=de&x=1');
    expect(parseDownloadFilters(query, options)).toEqual({ type: 'manual', language: 'de' });
    expect(parseDownloadFilters(new URLSearchParams('language=fr'), options)).toEqual({});
    expect(parseDownloadFilters(undefined, options)).toEqual({});
  });

  it('filters by every given key', () => {
    const ids = (state: object) => filterDownloads(downloads, state).map((d) => d.id);
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ type: 'manual' })).toEqual([1, 2]);
    expect(ids({ language: 'de' })).toEqual([2, 3]);
    expect(ids({ type: 'manual', language: 'de', product: 'cruiser-322' })).toEqual([2]);
    expect(ids({ type: 'catalogue', language: 'en' })).toEqual([]);
  });

  it('writes the query in a fixed order', () => {
    expect(downloadFilterSearch({ language: 'de', type: 'manual' })).toBe(
      '?type=manual&language=de',
    );
    expect(downloadFilterSearch({})).toBe('');
    expect(hasDownloadFilters({})).toBe(false);
    expect(hasDownloadFilters({ product: 'x' })).toBe(true);
  });
});
