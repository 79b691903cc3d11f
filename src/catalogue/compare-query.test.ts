import { describe, expect, it } from 'vitest';
import { compareSearch, parseCompareQuery, selectCompared } from './compare-query';

const query = (search: string) => new URLSearchParams(search);

describe('the comparison query', () => {
  it('reads the products in the visitor’s order, each once', () => {
    expect(parseCompareQuery(query('p=pioneer-403,micromag-205,pioneer-403'))).toEqual({
      slugs: ['pioneer-403', 'micromag-205'],
      differencesOnly: false,
    });
  });

  it('reads a plain form’s repeated p like the comma list (the add-a-product form)', () => {
    expect(parseCompareQuery(query('p=a,b&p=c')).slugs).toEqual(['a', 'b', 'c']);
  });

  it('drops what cannot be a slug, saying nothing of it', () => {
    const long = 'x'.repeat(100);
    const parsed = parseCompareQuery(query(`p=ok-1,<script>,${long},%E2%80%AE..,,  ,Pioneer-403`));
    expect(parsed).toEqual({ slugs: ['ok-1', 'pioneer-403'], differencesOnly: false });
  });

  it('reads at most 12 names, however long the list', () => {
    const names = Array.from({ length: 500 }, (_, index) => `p${index}`).join(',');
    expect(parseCompareQuery(query(`p=${names}`)).slugs).toHaveLength(12);
  });

  it('has nothing to compare without p, and differences only with diff=1', () => {
    expect(parseCompareQuery(query('diff=1'))).toEqual({ slugs: [], differencesOnly: true });
    expect(parseCompareQuery(query('p=a&diff=yes')).differencesOnly).toBe(false);
  });

  it('writes the documented form back: commas, not %2C', () => {
    expect(compareSearch(['a', 'b-2'])).toBe('?p=a,b-2');
    expect(compareSearch(['a', 'b'], true)).toBe('?p=a,b&diff=1');
    expect(compareSearch([])).toBe('');
  });
});

describe('choosing what is compared', () => {
  const known = new Map([
    ['a', 'A'],
    ['b', 'B'],
    ['c', 'C'],
    ['d', 'D'],
    ['e', 'E'],
  ]);

  it('shows the first four found, in order, and names the rest', () => {
    expect(selectCompared(['e', 'missing', 'd', 'c', 'b', 'a'], (slug) => known.get(slug))).toEqual(
      {
        shown: ['E', 'D', 'C', 'B'],
        unknown: ['missing'],
        leftOut: ['A'],
      },
    );
  });
});
