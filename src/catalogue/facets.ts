import type { Facet, ProductFilterState } from './product-filters';

/**
 * Filtering and facet counts over the base set of products, in memory: the list and every count
 * come from one query, not one query per option. The search term is already applied by that query.
 */

export interface FilterableProduct {
  materiale?: readonly string[];
  processo?: readonly string[];
}

/** Any of the selected values (`any_in_array`); no selection lets everything through. */
function matches(values: readonly string[] | undefined, selected: readonly string[]): boolean {
  return selected.length === 0 || (values ?? []).some((value) => selected.includes(value));
}

function matchesFacet(product: FilterableProduct, state: ProductFilterState, facet: Facet) {
  return matches(product[facet], state[facet]);
}

/** The items whose product fields match every facet filter of the state. */
export function filterProducts<T>(
  items: readonly T[],
  state: ProductFilterState,
  productOf: (item: T) => FilterableProduct,
): T[] {
  return items.filter((item) => {
    const product = productOf(item);
    return matchesFacet(product, state, 'materiale') && matchesFacet(product, state, 'processo');
  });
}

export type FacetCounts = Record<Facet, ReadonlyMap<string, number>>;

function countValues(products: readonly FilterableProduct[], facet: Facet): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const value of new Set(product[facet] ?? [])) {
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * For each option, how many products it gives together with the other facet's filter: a material
 * counts over the products matching the process filter, a process over those matching the
 * material filter (the search term already narrowed the base set).
 */
export function facetCounts(
  products: readonly FilterableProduct[],
  state: ProductFilterState,
): FacetCounts {
  return {
    materiale: countValues(
      products.filter((product) => matchesFacet(product, state, 'processo')),
      'materiale',
    ),
    processo: countValues(
      products.filter((product) => matchesFacet(product, state, 'materiale')),
      'processo',
    ),
  };
}
