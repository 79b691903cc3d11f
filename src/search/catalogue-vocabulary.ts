import type { SearchDocument } from './documents';
import { lowerBound, type QueryTerm } from './inverted-index';
import type { Analyzer } from './language';

/**
 * The words of the catalogue: the products' names, model codes, processes and materials (and
 * their search synonyms), as the index's terms, sorted. A query made of them (`aluminium`, `MIG
 * pulsato`, `cruiser`) names what a machine is or does: the visitor is choosing a machine, so
 * the products come before the courses, news and manuals that use the same words.
 */
export function catalogueVocabulary(
  analyzer: Analyzer,
  documents: readonly SearchDocument[],
): string[] {
  const terms = new Set<string>();
  for (const document of documents) {
    for (const term of analyzer.terms(document.catalogue)) terms.add(term);
  }
  return [...terms].sort();
}

/** The shortest start of a word taken for the catalogue word it begins (`alumin`, `inox`). */
const MIN_PREFIX = 4;

/** Whether `sorted` holds `term`, or with `prefix` a word that starts with it. */
function holds(sorted: readonly string[], term: string, prefix: boolean): boolean {
  const found = sorted[lowerBound(sorted, term)];
  return found === term || (prefix && term.length >= MIN_PREFIX && !!found?.startsWith(term));
}

/**
 * Whether every term of a query is a word of the catalogue, or the start of one as it is typed
 * (`inox` of `inoxidable`).
 */
export function namesCatalogue(vocabulary: readonly string[], terms: QueryTerm[]): boolean {
  return terms.length > 0 && terms.every(({ term, prefix }) => holds(vocabulary, term, prefix));
}
