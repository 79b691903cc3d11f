import type { SearchDocument } from './documents';
import type { QueryTerm } from './inverted-index';
import type { Analyzer } from './language';

/**
 * The words of the catalogue: the products' names, model codes, processes and materials, as the
 * index's terms. A query made of them (`aluminium`, `MIG pulsato`, `cruiser`) names what a
 * machine is or does: the visitor is choosing a machine, so products weigh more than the
 * courses, news and manuals that use the same words.
 */
export function catalogueVocabulary(
  analyzer: Analyzer,
  documents: readonly SearchDocument[],
): ReadonlySet<string> {
  const terms = new Set<string>();
  for (const document of documents) {
    for (const term of analyzer.terms(document.catalogue)) terms.add(term);
  }
  return terms;
}

/** Whether every term of a query is a word of the catalogue. */
export function namesCatalogue(vocabulary: ReadonlySet<string>, terms: QueryTerm[]): boolean {
  return terms.length > 0 && terms.every(({ term }) => vocabulary.has(term));
}
