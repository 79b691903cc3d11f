import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  facetKey,
  hasProductFilters,
  NO_PRODUCT_FILTERS,
  parseProductFilters,
  productFilterSearch,
  withoutSearchTerm,
  withoutValue,
  type KnownFacetValues,
} from './product-filters';

const known: KnownFacetValues = {
  materiale: ['alluminio', 'acciaio-al-carbonio', 'acciaio-inossidabile', 'leghe-di-rame'],
  processo: ['mma', 'tig-dc', 'tig-ac-dc', 'multiprocesso'],
};

const MATERIAL = 'filter_query[materiale][any_in_array]';
const PROCESS = 'filter_query[processo][any_in_array]';

describe('parsing the product filters of a URL', () => {
  it('reads comma-separated values and the search term', () => {
    const query = new URLSearchParams(`${MATERIAL}=alluminio,leghe-di-rame&search_term=cruiser`);
    expect(parseProductFilters(query, known)).toEqual({
      materiale: ['alluminio', 'leghe-di-rame'],
      processo: [],
      searchTerm: 'cruiser',
    });
  });

  it('reads repeated keys (a plain form submit) like comma-separated values', () => {
    const repeated = new URLSearchParams();
    repeated.append(PROCESS, 'tig-dc');
    repeated.append(PROCESS, 'mma');
    const comma = new URLSearchParams(`${PROCESS}=mma,tig-dc`);
    expect(parseProductFilters(repeated, known)).toEqual(parseProductFilters(comma, known));
    expect(parseProductFilters(repeated, known).processo).toEqual(['mma', 'tig-dc']);
  });

  it('mixes both forms, drops blanks and duplicates', () => {
    const query = new URLSearchParams(
      `${MATERIAL}=alluminio,,%20leghe-di-rame&${MATERIAL}=alluminio&${MATERIAL}=`,
    );
    expect(parseProductFilters(query, known).materiale).toEqual(['alluminio', 'leghe-di-rame']);
  });

  it('ignores unknown values, other operators and unrelated keys', () => {
    const query = new URLSearchParams(
      `${MATERIAL}=unobtainium,alluminio&filter_query[materiale][in]=leghe-di-rame&${PROCESS}=laser&page=2&utm_source=x`,
    );
    expect(parseProductFilters(query, known)).toEqual({
      materiale: ['alluminio'],
      processo: [],
      searchTerm: '',
    });
  });

  it('keeps the values as given when it knows no option list', () => {
    const query = new URLSearchParams(`${PROCESS}=tig-dc,mma`);
    expect(parseProductFilters(query).processo).toEqual(['tig-dc', 'mma']);
  });

  it('normalises the search term: spaces collapsed, trimmed, first non-blank one, bounded', () => {
    expect(
      parseProductFilters(new URLSearchParams('search_term=%20%20&search_term=%20tig%20%20ac%20'))
        .searchTerm,
    ).toBe('tig ac');
    const long = parseProductFilters(new URLSearchParams(`search_term=${'a'.repeat(500)}`));
    expect(long.searchTerm).toHaveLength(100);
  });

  it('has no filters without a query', () => {
    expect(parseProductFilters(undefined, known)).toEqual(NO_PRODUCT_FILTERS);
    expect(hasProductFilters(NO_PRODUCT_FILTERS)).toBe(false);
  });
});

describe('writing the canonical URL of a filter state', () => {
  it('joins each facet with commas, keeps brackets readable, puts the search term last', () => {
    expect(
      productFilterSearch({
        materiale: ['alluminio', 'leghe-di-rame'],
        processo: ['tig-dc'],
        searchTerm: 'TIG AC/DC',
      }),
    ).toBe(`?${MATERIAL}=alluminio,leghe-di-rame&${PROCESS}=tig-dc&search_term=TIG%20AC%2FDC`);
  });

  it('is empty when nothing is filtered', () => {
    expect(productFilterSearch(NO_PRODUCT_FILTERS)).toBe('');
  });

  it('round-trips through the parser', () => {
    const state = {
      materiale: ['acciaio-inossidabile'],
      processo: ['mma', 'tig-dc'],
      searchTerm: 'a,b & c',
    };
    const search = productFilterSearch(state);
    expect(parseProductFilters(new URLSearchParams(search), known)).toEqual(state);
    expect(facetKey('processo')).toBe(PROCESS);
  });

  it('removes one value or the search term, and counts the active filters', () => {
    const state = { materiale: ['alluminio', 'leghe-di-rame'], processo: ['mma'], searchTerm: 'x' };
    expect(activeFilterCount(state)).toBe(4);
    expect(withoutValue(state, 'materiale', 'alluminio').materiale).toEqual(['leghe-di-rame']);
    expect(withoutValue(state, 'processo', 'mma').processo).toEqual([]);
    expect(withoutSearchTerm(state).searchTerm).toBe('');
    expect(state.materiale).toHaveLength(2);
  });
});
