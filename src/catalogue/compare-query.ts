import { PRODUCTS_KEY, queryProductSlugs } from '@/paths/product-query';

/**
 * The product comparison's URL (issue 38): `?p=slug,slug,...` names 2 to 4 products in the
 * visitor's order, and `diff=1` keeps only the rows whose values differ. A plain GET form gives
 * the same names as repeated `p` (`?p=a&p=b`), which reads the same. Pure, so the page, the
 * controls that build the query and the browser's tray agree.
 */

export const COMPARE_KEY = PRODUCTS_KEY;
export const DIFFERENCES_KEY = 'diff';
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

export interface CompareRequest {
  /**
   * The names that can be products' slugs, once each, in the visitor's order (at most
   * MAX_QUERY_PRODUCTS); anything else the query carries is dropped, never shown.
   */
  slugs: string[];
  /** Whether only the rows that differ are shown. */
  differencesOnly: boolean;
}

/** The comparison a query asks for; anything malformed is dropped, never thrown. */
export function parseCompareQuery(query: URLSearchParams): CompareRequest {
  const differences = query.get(DIFFERENCES_KEY);
  return {
    slugs: queryProductSlugs(query),
    differencesOnly: differences === '1' || differences === 'true',
  };
}

export interface CompareSelection<T> {
  /** The products shown: the first `MAX_COMPARED` found, in the visitor's order. */
  shown: T[];
  /** Slugs of no published product. */
  unknown: string[];
  /** Found, but past `MAX_COMPARED`: left out. */
  leftOut: T[];
}

/** Which of the asked-for products exist, and which of those are shown. */
export function selectCompared<T>(
  slugs: readonly string[],
  find: (slug: string) => T | undefined,
): CompareSelection<T> {
  const found: T[] = [];
  const unknown: string[] = [];
  for (const slug of slugs) {
    const product = find(slug);
    if (product === undefined) unknown.push(slug);
    else found.push(product);
  }
  return {
    shown: found.slice(0, MAX_COMPARED),
    unknown,
    leftOut: found.slice(MAX_COMPARED),
  };
}

/**
 * The query of a comparison: `?p=a,b,c` (the comma stays a comma, as the URL's documented form),
 * plus `&diff=1`. Slugs are letters, digits and hyphens, so nothing needs escaping.
 */
export function compareSearch(slugs: readonly string[], differencesOnly = false): string {
  const parts = slugs.length > 0 ? [`${COMPARE_KEY}=${slugs.join(',')}`] : [];
  if (differencesOnly) parts.push(`${DIFFERENCES_KEY}=1`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
