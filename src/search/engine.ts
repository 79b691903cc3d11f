import type { Locale } from '@/i18n/routing';
import {
  RESULT_TYPES,
  type ResultDetails,
  type ResultType,
  type SearchDocument,
} from './documents';
import {
  buildInvertedIndex,
  hasTermWithPrefix,
  scoreTerms,
  type InvertedIndex,
  type QueryTerm,
} from './inverted-index';
import { catalogueVocabulary, namesCatalogue } from './catalogue-vocabulary';
import { analyzerFor, foldAccents, wordsOf, type Analyzer } from './language';
import { marked, snippet, type SnippetPart } from './snippet';

export type { SnippetPart } from './snippet';

/**
 * The searched fields and their weight: a product's name over its body text. `parts` holds the
 * parts of German compounds (`Aufbaukurs` -> `aufbau kurs`), so `Kurs` finds it.
 */
const FIELDS = ['title', 'model', 'facets', 'summary', 'parts', 'body'] as const;
const BOOSTS = [6, 6, 2.5, 1.5, 1.5, 1];
const TEXT_FIELDS = ['title', 'model', 'summary', 'facets', 'body'] as const;
/**
 * What a visitor of a manufacturer's site most often looks for is a machine: at equal words, a
 * product before the manual, the news or the fair that mention it, and a section page (`Plasma
 * cutting`) before an article.
 */
const KIND_WEIGHT: Record<ResultType, number> = {
  product: 1.4,
  page: 1.2,
  download: 1,
  news: 1,
  event: 1,
  job: 1,
};

/** One language's index: the documents, their terms' postings, and every word they hold. */
export interface SearchIndex {
  locale: Locale;
  analyzer: Analyzer;
  documents: SearchDocument[];
  postings: InvertedIndex;
  /** The titles' own postings, and their lengths in terms: a title that is the query ranks first. */
  titles: InvertedIndex;
  titleLengths: Uint16Array;
  /** Lower-case words as written, each once: typos and suggestions are looked up here. */
  words: string[];
  /** A word without accents -> the word as written (`qualita` -> `qualità`). */
  byFolded: Map<string, string>;
  /** The terms of the products' names, codes and facets (catalogue-vocabulary.ts). */
  catalogue: readonly string[];
}

export { wordsOf };

/**
 * A German compound's parts, where the index knows them: both parts (a joining `s` allowed), or
 * else the longest known last part after at least four letters (`Aufbaukurs` -> `aufbau kurs`).
 */
function compoundParts(word: string, known: (word: string) => boolean): string[] | undefined {
  if (word.length < 8) return undefined;
  for (let cut = 4; cut <= word.length - 4; cut += 1) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (!known(tail)) continue;
    if (known(head)) return [head, tail];
    if (head.endsWith('s') && known(head.slice(0, -1))) return [head.slice(0, -1), tail];
  }
  for (let cut = 4; cut <= word.length - 4; cut += 1) {
    const tail = word.slice(cut);
    if (known(tail)) return [word.slice(0, cut).replace(/s$/, ''), tail];
  }
  return undefined;
}

export function buildIndex(locale: Locale, documents: SearchDocument[]): SearchIndex {
  const analyzer = analyzerFor(locale);
  const surface = new Set<string>();
  for (const document of documents) {
    for (const field of TEXT_FIELDS) {
      for (const word of wordsOf(document[field])) {
        const lower = word.toLowerCase();
        if (lower.length >= 3 && !/^\d+$/.test(lower)) surface.add(lower);
      }
    }
  }
  const known = (word: string) => word.length >= 4 && surface.has(word);
  const partsOf = (document: SearchDocument) => {
    if (locale !== 'de') return '';
    const parts: string[] = [];
    for (const field of TEXT_FIELDS) {
      for (const word of wordsOf(document[field])) {
        const split = compoundParts(word.toLowerCase(), known);
        if (split) parts.push(...split);
      }
    }
    return parts.join(' ');
  };
  const fields = FIELDS.map((field) =>
    documents.map((document) =>
      analyzer.terms(field === 'parts' ? partsOf(document) : document[field]),
    ),
  );
  const byFolded = new Map<string, string>();
  for (const word of surface) {
    const folded = foldAccents(word);
    if (folded !== word && !byFolded.has(folded)) byFolded.set(folded, word);
  }
  return {
    locale,
    analyzer,
    documents,
    postings: buildInvertedIndex(fields, BOOSTS),
    titles: buildInvertedIndex([fields[0]!], [1]),
    titleLengths: Uint16Array.from(fields[0]!, (terms) => terms.length),
    words: [...surface],
    byFolded,
    catalogue: catalogueVocabulary(analyzer, documents),
  };
}

/** Typos forgiven by a word's length: none up to 3 letters, one up to 7, two from 8. */
export function toleranceFor(word: string): number {
  const length = [...word].length;
  if (length <= 3) return 0;
  return length <= 7 ? 1 : 2;
}

function levenshtein(a: string, b: string, limit: number): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    let lowest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(current + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
      lowest = Math.min(lowest, row[j]!);
    }
    if (lowest > limit) return lowest;
  }
  return row[b.length]!;
}

/** The index's closest word to `word` within `limit` edits, if any. */
function closestWord(index: SearchIndex, word: string, limit: number): string | undefined {
  let best: { word: string; distance: number } | undefined;
  for (const candidate of index.words) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const distance = levenshtein(word, candidate, limit);
    if (distance <= limit && (!best || distance < best.distance)) {
      best = { word: candidate, distance };
    }
  }
  return best?.word;
}

interface PreparedQuery {
  terms: QueryTerm[];
  corrected: boolean;
}

/**
 * What was typed, as the index holds it: accents put back where left out (`qualita`), German
 * compounds split (`Aluminiumschweißen`), each word the index has nothing for replaced by its
 * closest word within the typos its length allows (`pioner` -> `pioneer`), then analysed. The
 * last word, and any of four letters or more, also match as the start of longer words.
 */
export function prepareQuery(index: SearchIndex, text: string): PreparedQuery {
  let corrected = false;
  const { analyzer } = index;
  const known = (word: string) => {
    const term = analyzer.term(word);
    return term !== '' && hasTermWithPrefix(index.postings, term);
  };
  const words = wordsOf(text)
    .map((word) => word.toLowerCase())
    .map((word) => index.byFolded.get(word) ?? word)
    .flatMap((word) => {
      if (index.locale !== 'de' || known(word)) return [word];
      return compoundParts(word, (part) => part.length >= 4 && known(part)) ?? [word];
    })
    .map((word) => {
      if (analyzer.term(word) === '' || known(word)) return word;
      const closest = closestWord(index, word, toleranceFor(word));
      if (closest === undefined) return word;
      corrected = true;
      return closest;
    });
  const terms: QueryTerm[] = [];
  words.forEach((word, position) => {
    const term = analyzer.term(word);
    if (term === '' || terms.some((known) => known.term === term)) return;
    terms.push({ term, prefix: position === words.length - 1 || term.length >= 4 });
  });
  return { terms, corrected };
}

export interface SearchRequest {
  term: string;
  type?: ResultType;
  page?: number;
  perPage?: number;
}

export interface SearchHit {
  id: string;
  type: ResultType;
  path: string;
  title: SnippetPart[];
  snippet: SnippetPart[];
  /** A product's image and key figures, an event's kind, a download's type. */
  details: ResultDetails;
  score: number;
}

export interface SearchAnswer {
  /** Results of every type, and of each. */
  total: number;
  counts: Record<ResultType, number>;
  hits: SearchHit[];
  page: number;
  pages: number;
  /** Words the index holds closest to those typed, when nothing was found. */
  suggestions: string[];
  /** How the results were found: every word, with a typo forgiven, or some of the words. */
  match: 'all' | 'tolerant' | 'some' | 'none';
}

const noCounts = () =>
  Object.fromEntries(RESULT_TYPES.map((type) => [type, 0])) as Record<ResultType, number>;

/**
 * Searches one language: the pages holding every word (stemmed, stop words out, accents folded,
 * a typo forgiven by length), best first; if none, the pages with the most of the words. Results
 * of every type are counted, those of `type` (or all) paged; nothing found suggests the index's
 * closest words.
 */
export function searchIndex(index: SearchIndex, request: SearchRequest): SearchAnswer {
  const perPage = request.perPage ?? 10;
  const { terms, corrected } = prepareQuery(index, request.term);
  const empty = { total: 0, counts: noCounts(), hits: [], page: 1, pages: 0, suggestions: [] };
  if (terms.length === 0) return { ...empty, match: 'none' };
  const { score, matched } = scoreTerms(index.postings, terms);
  const found: number[] = [];
  let match: SearchAnswer['match'] = corrected ? 'tolerant' : 'all';
  let most = 0;
  for (let doc = 0; doc < matched.length; doc += 1) most = Math.max(most, matched[doc]!);
  if (most > 0) {
    if (most < terms.length) match = 'some';
    // What the visitor typed is the page's name, or most of it: that page first (`taglio plasma`
    // is the plasma-cutting page before the catalogue that mentions it; `Pioneer Pulse 403`
    // before `Pioneer Pulse 403 Robot`).
    const inTitle = scoreTerms(index.titles, terms).matched;
    // A query all in the catalogue's words (a process, a material, a model) asks for a machine:
    // the products first, then the courses, news and manuals with the words (`aluminium`). One
    // with other words too (`corso tig alluminio`, `manuale cruiser`) is about something else.
    const machinesFirst = namesCatalogue(index.catalogue, terms);
    const tier = (doc: number) =>
      machinesFirst && index.documents[doc]!.type !== 'product' ? 1 : 0;
    for (let doc = 0; doc < matched.length; doc += 1) {
      if (matched[doc] !== most) continue;
      found.push(doc);
      const covered = inTitle[doc]! / terms.length;
      const exact = inTitle[doc]! / Math.max(1, index.titleLengths[doc]!);
      // the title is exactly what was typed: that page, before those that add to it
      const named = covered === 1 && exact === 1 ? 2 : 1;
      score[doc] =
        score[doc]! * (1 + covered + exact) * named * KIND_WEIGHT[index.documents[doc]!.type];
    }
    found.sort((a, b) => tier(a) - tier(b) || score[b]! - score[a]!);
  }
  if (found.length === 0) {
    const suggestions = new Set<string>();
    for (const word of wordsOf(request.term)) {
      const lower = word.toLowerCase();
      const closest = closestWord(index, lower, toleranceFor(lower) + 1);
      if (closest && closest !== lower) suggestions.add(closest);
    }
    return { ...empty, match: 'none', suggestions: [...suggestions].slice(0, 5) };
  }
  const counts = noCounts();
  for (const doc of found) counts[index.documents[doc]!.type] += 1;
  const selected = request.type
    ? found.filter((doc) => index.documents[doc]!.type === request.type)
    : found;
  const pages = Math.max(1, Math.ceil(selected.length / perPage));
  const page = Math.min(Math.max(1, request.page ?? 1), pages);
  const hits = selected.slice((page - 1) * perPage, page * perPage).map((doc) => {
    const document = index.documents[doc]!;
    return {
      id: document.id,
      type: document.type,
      path: document.path,
      title: marked(index.analyzer, document.title, terms),
      snippet: snippet(index.analyzer, document, terms),
      details: document.details,
      score: score[doc]!,
    };
  });
  return { total: found.length, counts, hits, page, pages, suggestions: [], match };
}
