import { RESULT_TYPES, type ResultType } from '@/search/documents';

/** Longer queries get the page's own message: nobody types more, and it bounds one search's work. */
export const MAX_SEARCH_TERM_LENGTH = 200;
/** Shorter terms would match almost everything. */
export const MIN_SEARCH_TERM_LENGTH = 2;

export type SearchTerm =
  | { kind: 'empty' }
  | { kind: 'too-short'; term: string }
  | { kind: 'too-long'; term: string }
  | { kind: 'invalid'; term: string }
  | { kind: 'valid'; term: string };

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The visitor's `q`, whitespace collapsed: empty, too short, too long (over 200 characters) and
 * containing control characters are each answered with the page's own message, never searched.
 * `term` is what is shown back (the input keeps at most 200 characters, control characters out).
 */
export function parseSearchTerm(raw: string | string[] | undefined): SearchTerm {
  const first = Array.isArray(raw) ? raw[0] : raw;
  const typed = first ?? '';
  const shown = typed.replace(new RegExp(CONTROL.source, 'g'), ' ').replace(/\s+/g, ' ').trim();
  if (CONTROL.test(typed)) return { kind: 'invalid', term: shown.slice(0, MAX_SEARCH_TERM_LENGTH) };
  if (shown === '') return { kind: 'empty' };
  if ([...shown].length > MAX_SEARCH_TERM_LENGTH) {
    return { kind: 'too-long', term: [...shown].slice(0, MAX_SEARCH_TERM_LENGTH).join('') };
  }
  if ([...shown].length < MIN_SEARCH_TERM_LENGTH) return { kind: 'too-short', term: shown };
  return { kind: 'valid', term: shown };
}

/** `type`: one kind of result, or every kind (anything else). */
export function parseResultType(raw: string | string[] | undefined): ResultType | undefined {
  const first = Array.isArray(raw) ? raw[0] : raw;
  return (RESULT_TYPES as readonly string[]).includes(first ?? '')
    ? (first as ResultType)
    : undefined;
}

/** `page`: a page of results from 1; anything else is the first. */
export function parseResultPage(raw: string | string[] | undefined): number {
  const first = Array.isArray(raw) ? raw[0] : raw;
  return first && /^[1-9]\d{0,3}$/.test(first) ? Number(first) : 1;
}
