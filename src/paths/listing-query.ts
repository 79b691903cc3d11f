/**
 * (No imports: server/metrics.ts reads this file, and the server is compiled on its own.)
 *
 * The query parameters listing blocks read (product filters, paging, download filters). A request
 * to a page carrying one of them is rendered at request time through the internal
 * `LISTING_QUERY_SEGMENT` route; every other page is served pre-rendered.
 */
/**
 * The query key of a page showing one visitor's form answer: rendered per request like a
 * listing, but never kept by a shared cache (`isPrivateQuery`).
 */
export const PRIVATE_ANSWER_KEY = 'application';

export const LISTING_QUERY_KEYS: ReadonlySet<string> = new Set([
  'search_term',
  'page',
  'type',
  'product',
  'language',
  // the quote form's products and the forms' thank-you view (src/blocks/lead-form)
  'p',
  'sent',
  // a job application form's answer to a post without JavaScript (src/blocks/job-application)
  PRIVATE_ANSWER_KEY,
]);

/** Storyblok-style filters: `filter_query[materiale][any_in_array]=...`. */
const FILTER_QUERY_PREFIX = 'filter_query[';

/** The internal route segment of request-time listing renders (`/{locale}/listing-query/...`). */
export const LISTING_QUERY_SEGMENT = 'listing-query';

export function isListingQueryKey(key: string): boolean {
  return LISTING_QUERY_KEYS.has(key) || key.startsWith(FILTER_QUERY_PREFIX);
}

/** Whether a request-time render of this query is one visitor's, for no shared cache to keep. */
export function isPrivateQuery(search: URLSearchParams): boolean {
  return search.has(PRIVATE_ANSWER_KEY);
}

export function hasListingQuery(search: URLSearchParams): boolean {
  for (const key of search.keys()) if (isListingQueryKey(key)) return true;
  return false;
}

/** Next's `searchParams` object as URLSearchParams, repeated keys kept in order. */
export function toSearchParams(
  searchParams: Record<string, string | string[] | undefined>,
): URLSearchParams {
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) result.append(key, item);
    }
  }
  return result;
}
