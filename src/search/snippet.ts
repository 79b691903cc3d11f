import type { SearchDocument } from './documents';
import type { QueryTerm } from './inverted-index';
import type { Analyzer } from './language';

/** A piece of a snippet: `match` pieces are what the visitor looked for. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

function isMatch(analyzer: Analyzer, word: string, terms: QueryTerm[]): boolean {
  const term = analyzer.term(word);
  return (
    term !== '' &&
    terms.some((query) => (query.prefix ? term.startsWith(query.term) : term === query.term))
  );
}

/** `text` in pieces, the words that match the query marked. */
export function marked(analyzer: Analyzer, text: string, terms: QueryTerm[]): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    if (!isMatch(analyzer, found[0], terms)) continue;
    const at = found.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), match: false });
    parts.push({ text: found[0], match: true });
    last = at + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

const SNIPPET_CHARS = 180;
/** Characters before the first match: three lines on a phone still reach it. */
const SNIPPET_LEAD = 36;
/** A short text is shown whole when its first match starts before this character. */
const WHOLE_IF_MATCH_BEFORE = 80;

/**
 * Up to 180 characters of the summary, body or facets: a short text whole when it matches early,
 * else from a little before the first match.
 */
export function snippet(
  analyzer: Analyzer,
  document: SearchDocument,
  terms: QueryTerm[],
): SnippetPart[] {
  for (const text of [document.summary, document.body, document.facets]) {
    if (!text) continue;
    let first = -1;
    for (const found of text.matchAll(WORD)) {
      if (isMatch(analyzer, found[0], terms)) {
        first = found.index ?? 0;
        break;
      }
    }
    if (first < 0) continue;
    // a text that fits (a product's summary) reads best whole, if the match is in its first
    // lines: three lines on a phone still reach it
    const start =
      text.length <= SNIPPET_CHARS && first <= WHOLE_IF_MATCH_BEFORE
        ? 0
        : Math.max(0, text.lastIndexOf(' ', Math.max(0, first - SNIPPET_LEAD)) + 1);
    const cut = text.slice(start, start + SNIPPET_CHARS);
    return [
      ...(start > 0 ? [{ text: '… ', match: false }] : []),
      ...marked(analyzer, cut, terms),
      ...(start + SNIPPET_CHARS < text.length ? [{ text: ' …', match: false }] : []),
    ];
  }
  const text = document.summary || document.body;
  return [
    {
      text: text.length > SNIPPET_CHARS ? `${text.slice(0, SNIPPET_CHARS)} …` : text,
      match: false,
    },
  ];
}
