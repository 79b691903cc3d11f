/**
 * The product comparison's URL (issue 38): `?p=slug,slug,...` names 2 to 4 products in the
 * visitor's order, and `diff=1` keeps only the rows whose values differ. A plain GET form gives
 * the same names as repeated `p` (`?p=a&p=b`), which reads the same. Pure, so the page, the
 * controls that build the query and the browser's tray agree.
 */

export const COMPARE_KEY = 'p';
export const DIFFERENCES_KEY = 'diff';
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** A product slug: a model name with numeric and variant suffixes (`pioneer-pulse-403`). */
const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const MAX_SLUG_LENGTH = 80;
/** Names past this many are not read at all: nobody compares more, and each costs a lookup. */
const MAX_READ = 20;
/** How much of a value that cannot be a slug a note repeats. */
const MAX_NOTED_LENGTH = 40;

export interface CompareRequest {
  /** The names that can be products' slugs, once each, in the visitor's order. */
  slugs: string[];
  /** What was asked for but cannot be a slug, shortened, to name in a note. */
  malformed: string[];
  /** Whether only the rows that differ are shown. */
  differencesOnly: boolean;
}

function noted(value: string): string {
  const printable = value.replace(/[\p{C}]/gu, '');
  return printable.length > MAX_NOTED_LENGTH
    ? `${printable.slice(0, MAX_NOTED_LENGTH - 1)}…`
    : printable;
}

/** The comparison a query asks for; anything malformed is set aside, never thrown. */
export function parseCompareQuery(query: URLSearchParams): CompareRequest {
  const names = query
    .getAll(COMPARE_KEY)
    .flatMap((value) => value.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '')
    .slice(0, MAX_READ);
  const slugs: string[] = [];
  const malformed: string[] = [];
  for (const name of names) {
    if (SLUG.test(name) && name.length <= MAX_SLUG_LENGTH) {
      if (!slugs.includes(name)) slugs.push(name);
    } else if (!malformed.includes(noted(name)) && noted(name) !== '') {
      malformed.push(noted(name));
    }
  }
  const differences = query.get(DIFFERENCES_KEY);
  return { slugs, malformed, differencesOnly: differences === '1' || differences === 'true' };
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
