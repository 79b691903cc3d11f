/**
 * The product list's filter state (spec section 2, "Product list filters") and its URL form. The
 * URL is the state: `filter_query[materiale][any_in_array]` and `filter_query[processo][any_in_array]`
 * with comma-separated values, and `search_term`. Pure, so the server block and the client island
 * read and write URLs the same way.
 */

/** The product fields the list filters on; also the middle part of the query keys. */
export const FACETS = ['materiale', 'processo'] as const;
export type Facet = (typeof FACETS)[number];

export const SEARCH_TERM_KEY = 'search_term';

/** A search term longer than this is cut: nobody types it, and it only costs search time. */
export const MAX_SEARCH_TERM_LENGTH = 100;

export interface ProductFilterState {
  materiale: readonly string[];
  processo: readonly string[];
  searchTerm: string;
}

/** The values each facet may take, in display order; anything else in a URL is ignored. */
export type KnownFacetValues = Record<Facet, readonly string[]>;

export const NO_PRODUCT_FILTERS: ProductFilterState = {
  materiale: [],
  processo: [],
  searchTerm: '',
};

export function facetKey(facet: Facet): string {
  return `filter_query[${facet}][any_in_array]`;
}

/** Every value of a key, whether repeated (a plain form submit) or comma-separated (the canonical URL). */
function valuesOf(query: URLSearchParams, key: string): string[] {
  const values = query
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

function searchTermOf(query: URLSearchParams): string {
  for (const value of query.getAll(SEARCH_TERM_KEY)) {
    const term = value.replace(/\s+/g, ' ').trim();
    if (term) return term.slice(0, MAX_SEARCH_TERM_LENGTH).trim();
  }
  return '';
}

/**
 * The filter state a query asks for. With `known`, values outside it are dropped and the rest come
 * in its order, so two URLs that mean the same filter give the same state.
 */
export function parseProductFilters(
  query: URLSearchParams | undefined,
  known?: KnownFacetValues,
): ProductFilterState {
  if (!query) return NO_PRODUCT_FILTERS;
  const facet = (name: Facet) => {
    const asked = valuesOf(query, facetKey(name));
    return known ? known[name].filter((value) => asked.includes(value)) : asked;
  };
  return {
    materiale: facet('materiale'),
    processo: facet('processo'),
    searchTerm: searchTermOf(query),
  };
}

/** Brackets and commas stay readable; everything else a value holds is escaped. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

/**
 * The canonical query string of a state (`?filter_query[materiale][any_in_array]=a,b&...`), or ''
 * when nothing is filtered: one URL per filter, so it can be shared, cached and compared.
 */
export function productFilterSearch(state: ProductFilterState): string {
  const parts: string[] = [];
  for (const facet of FACETS) {
    const values = state[facet];
    if (values.length > 0) {
      parts.push(`${facetKey(facet)}=${values.map((v) => encodeURIComponent(v)).join(',')}`);
    }
  }
  if (state.searchTerm) parts.push(`${SEARCH_TERM_KEY}=${encodeValue(state.searchTerm)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function hasProductFilters(state: ProductFilterState): boolean {
  return state.materiale.length > 0 || state.processo.length > 0 || state.searchTerm !== '';
}

export function activeFilterCount(state: ProductFilterState): number {
  return state.materiale.length + state.processo.length + (state.searchTerm ? 1 : 0);
}

export function withoutValue(
  state: ProductFilterState,
  facet: Facet,
  value: string,
): ProductFilterState {
  return { ...state, [facet]: state[facet].filter((item) => item !== value) };
}

export function withoutSearchTerm(state: ProductFilterState): ProductFilterState {
  return { ...state, searchTerm: '' };
}
