/**
 * The products a quote or comparison URL names (`?p=a,b` or `?p=a&p=b`): product slugs only.
 * Anything else a query carries is dropped unread, never shown back, so the site's pages cannot be
 * made to print a visitor's words ("Not found, so left out: <anything>"). Pure and bounded: the
 * work is linear in what is read, and what is read is capped, however long the query.
 */

/** The products' query key of the quote page and the comparison. */
export const PRODUCTS_KEY = 'p';

/** At most this many products are read from one query (a quote names up to 12; a comparison 4). */
export const MAX_QUERY_PRODUCTS = 12;

/** A product slug's longest form; the catalogue's are about 30 characters. */
export const MAX_SLUG_LENGTH = 80;

/** A product slug: a model name with numeric and variant suffixes (`pioneer-pulse-403`). */
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Pieces looked at before giving up, junk included: enough for every product and some noise
 * between them, and a fixed bound on a list of thousands.
 */
const MAX_PIECES = MAX_QUERY_PRODUCTS * 4;

export function isProductSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

/**
 * The slugs `values` name, in order, each once, at most MAX_QUERY_PRODUCTS of them. A piece is
 * trimmed and lowercased (`Pioneer-403` is `pioneer-403`); one that is still not a slug is dropped.
 */
export function productSlugs(values: readonly string[]): string[] {
  const slugs: string[] = [];
  let looked = 0;
  for (const value of values) {
    // split no further than the pieces still to look at: a 15 kB value costs no more than that
    for (const piece of value.split(',', MAX_PIECES - looked)) {
      looked += 1;
      // a piece far longer than a slug is not trimmed or lowercased at all
      const name = piece.length <= MAX_SLUG_LENGTH + 8 ? piece.trim().toLowerCase() : '';
      if (isProductSlug(name) && !slugs.includes(name)) slugs.push(name);
      if (slugs.length === MAX_QUERY_PRODUCTS) return slugs;
    }
    if (looked >= MAX_PIECES) break;
  }
  return slugs;
}

/** The slugs of a query's `p` values. */
export function queryProductSlugs(query: Pick<URLSearchParams, 'getAll'>): string[] {
  return productSlugs(query.getAll(PRODUCTS_KEY));
}
