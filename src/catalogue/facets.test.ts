import { describe, expect, it } from 'vitest';
import { facetCounts, filterProducts } from './facets';
import { NO_PRODUCT_FILTERS } from './product-filters';

const products = [
  { name: 'a', materiale: ['alluminio', 'acciaio'], processo: ['tig', 'mma'] },
  { name: 'b', materiale: ['acciaio'], processo: ['mma'] },
  { name: 'c', materiale: ['rame'], processo: ['mig'] },
  { name: 'd', materiale: ['alluminio'], processo: [] },
  { name: 'e' },
];

const same = <T>(item: T) => item;
const names = (list: Array<{ name: string }>) => list.map((item) => item.name);

describe('filtering the base set', () => {
  it('keeps everything without a filter', () => {
    expect(names(filterProducts(products, NO_PRODUCT_FILTERS, same))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });

  it('takes any of the values of a facet and every facet', () => {
    const state = { ...NO_PRODUCT_FILTERS, materiale: ['alluminio', 'rame'] };
    expect(names(filterProducts(products, state, same))).toEqual(['a', 'c', 'd']);
    expect(names(filterProducts(products, { ...state, processo: ['mma'] }, same))).toEqual(['a']);
    expect(filterProducts(products, { ...state, processo: ['none'] }, same)).toEqual([]);
  });
});

describe('facet counts', () => {
  it('counts each option over the products matching the other facet only', () => {
    const state = { ...NO_PRODUCT_FILTERS, materiale: ['rame'], processo: ['mma'] };
    const counts = facetCounts(products, state);
    // materials over the products with mma: a and b
    expect(Object.fromEntries(counts.materiale)).toEqual({ alluminio: 1, acciaio: 2 });
    // processes over the products with rame: c
    expect(Object.fromEntries(counts.processo)).toEqual({ mig: 1 });
  });

  it('counts over the whole base set without filters, once per product', () => {
    const withDuplicate = [...products, { name: 'f', materiale: ['rame', 'rame'] }];
    const counts = facetCounts(withDuplicate, NO_PRODUCT_FILTERS);
    expect(counts.materiale.get('alluminio')).toBe(2);
    expect(counts.materiale.get('rame')).toBe(2);
    expect(counts.processo.get('mma')).toBe(2);
  });
});
