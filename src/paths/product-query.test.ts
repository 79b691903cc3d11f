import { describe, expect, it } from 'vitest';
import { MAX_QUERY_PRODUCTS, productSlugs, queryProductSlugs } from './product-query';

const query = (search: string) => new URLSearchParams(search);

describe('the products a quote or comparison URL names', () => {
  it('are its slugs in order, each once, from a comma list or repeated p', () => {
    expect(queryProductSlugs(query('p=pioneer-403,micromag-205,pioneer-403'))).toEqual([
      'pioneer-403',
      'micromag-205',
    ]);
    expect(queryProductSlugs(query('p=a,b&p=c'))).toEqual(['a', 'b', 'c']);
    expect(queryProductSlugs(query('diff=1'))).toEqual([]);
  });

  it('read a slug written in capitals or with spaces around it as the slug', () => {
    expect(productSlugs([' Pioneer-403 ,MICROMAG-205'])).toEqual(['pioneer-403', 'micromag-205']);
  });

  it('drop, silently, everything that is not shaped like a slug', () => {
    const junk = [
      'Our office is closed. Call +39 000 000',
      '<script>alert(1)</script>',
      '\u202Eevil',
      'nul\u0000',
      '-leading-hyphen',
      '../etc',
      'x'.repeat(81),
      'ünïcode',
      '',
    ];
    expect(productSlugs([...junk, 'pioneer-303'].map((v) => v.replaceAll(',', ' ')))).toEqual([
      'pioneer-303',
    ]);
    expect(productSlugs(['x'.repeat(80)])).toEqual(['x'.repeat(80)]);
  });

  it(`keep at most ${MAX_QUERY_PRODUCTS}, however many are named`, () => {
    const names = Array.from({ length: 500 }, (_, i) => `machine-${i}`);
    expect(productSlugs([names.join(',')])).toEqual(names.slice(0, MAX_QUERY_PRODUCTS));
    expect(productSlugs(names)).toEqual(names.slice(0, MAX_QUERY_PRODUCTS));
  });

  it('look at a bounded number of pieces: a slug after a long run of junk is not read', () => {
    const junk = Array.from({ length: 10_000 }, () => 'not a slug');
    expect(productSlugs([[...junk, 'pioneer-303'].join(',')])).toEqual([]);
    expect(productSlugs([...junk, 'pioneer-303'])).toEqual([]);
    // a little noise between real names is still read through
    expect(productSlugs(['a,,b, ,<x>,c'])).toEqual(['a', 'b', 'c']);
  });
});
