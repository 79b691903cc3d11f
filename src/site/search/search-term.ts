/** Longer terms are cut: nobody types more, and it bounds the work of one search. */
export const MAX_SEARCH_TERM_LENGTH = 100;
/** Shorter terms would match almost everything. */
export const MIN_SEARCH_TERM_LENGTH = 2;

export type SearchTerm =
  { kind: 'empty' } | { kind: 'too-short'; term: string } | { kind: 'valid'; term: string };

/** The visitor's `q`: whitespace collapsed, control characters dropped, at most 100 characters. */
export function parseSearchTerm(raw: string | string[] | undefined): SearchTerm {
  const first = Array.isArray(raw) ? raw[0] : raw;
  const term = (first ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_TERM_LENGTH)
    .trim();
  if (term === '') return { kind: 'empty' };
  if ([...term].length < MIN_SEARCH_TERM_LENGTH) return { kind: 'too-short', term };
  return { kind: 'valid', term };
}
