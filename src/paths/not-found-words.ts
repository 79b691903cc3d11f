import { locales } from '@/i18n/routing';

/** File endings of old sites' addresses: not words a visitor was looking for. */
const FILE_ENDINGS = new Set(['htm', 'html', 'php', 'asp', 'aspx', 'jsp', 'cfm', 'shtml']);
/** A search from a 404 stays a short query: the words of one segment, at most this many. */
export const MAX_NOT_FOUND_WORDS = 6;

/** `decodeURIComponent`, or the text as sent when its escapes are malformed. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The words a missing page's path was looking for, as a search term for the 404 page's search
 * (issue 62): those of its last segment that has any (`/en/products/pioneer-pulse-40` gives
 * `pioneer pulse 40`), without the language prefix, file endings or the query. Empty when the
 * path has no words.
 */
export function notFoundWords(pathAndQuery: string): string {
  const segments = (pathAndQuery.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if ((locales as readonly string[]).includes(segments[0] ?? '')) segments.shift();
  for (const segment of segments.reverse()) {
    const words = (
      decoded(segment)
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? []
    ).filter((word) => !FILE_ENDINGS.has(word));
    if (words.length > 0) return [...new Set(words)].slice(0, MAX_NOT_FOUND_WORDS).join(' ');
  }
  return '';
}
