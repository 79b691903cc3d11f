/**
 * The index proper: for every term, the documents that hold it and how much, BM25F-weighted
 * (each field's term frequency saturated against its length, times the field's boost), in typed
 * arrays. A query adds up its terms' weights per document in one pass over their postings, so
 * its cost grows with the postings it touches, not with objects made per document.
 */
const K1 = 1.2;
const B = 0.75;
/** A longer word that only starts with what was typed counts for less than the word itself. */
const PREFIX_WEIGHT = 0.7;
/** The most words one typed term may stand for as a prefix (`p` is not every word with a p). */
const MAX_EXPANSIONS = 64;

export interface InvertedIndex {
  /** Every term, sorted (prefix lookups). */
  terms: string[];
  docs: Int32Array[];
  weights: Float32Array[];
  documentCount: number;
}

/** `fields[f][d]`: the terms of field `f` of document `d`; `boosts[f]` its weight. */
export function buildInvertedIndex(fields: string[][][], boosts: number[]): InvertedIndex {
  const documentCount = fields[0]?.length ?? 0;
  const lists = new Map<string, { docs: number[]; weights: number[] }>();
  const averages = fields.map(
    (field) => field.reduce((sum, terms) => sum + terms.length, 0) / Math.max(1, documentCount),
  );
  for (let doc = 0; doc < documentCount; doc += 1) {
    const weights = new Map<string, number>();
    fields.forEach((field, f) => {
      const terms = field[doc]!;
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      const norm = K1 * (1 - B + (B * terms.length) / Math.max(1, averages[f]!));
      for (const [term, tf] of counts) {
        weights.set(term, (weights.get(term) ?? 0) + (boosts[f]! * tf * (K1 + 1)) / (tf + norm));
      }
    });
    for (const [term, weight] of weights) {
      let list = lists.get(term);
      if (!list) lists.set(term, (list = { docs: [], weights: [] }));
      list.docs.push(doc);
      list.weights.push(weight);
    }
  }
  const terms = [...lists.keys()].sort();
  return {
    terms,
    docs: terms.map((term) => Int32Array.from(lists.get(term)!.docs)),
    weights: terms.map((term) => Float32Array.from(lists.get(term)!.weights)),
    documentCount,
  };
}

/** The first index of a term >= `prefix`. */
export function lowerBound(sorted: readonly string[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether any term of the index starts with `prefix`. */
export function hasTermWithPrefix(index: InvertedIndex, prefix: string): boolean {
  const at = lowerBound(index.terms, prefix);
  return at < index.terms.length && index.terms[at]!.startsWith(prefix);
}

export interface Scores {
  /** Per document: the sum of its matched terms' weights. */
  score: Float32Array;
  /** Per document: how many of the query's terms it holds (exactly or as a prefix). */
  matched: Uint8Array;
}

/** A term of a query, and whether longer terms starting with it count (as one types). */
export interface QueryTerm {
  term: string;
  prefix: boolean;
}

/** Scores every document for `queryTerms`, each matched exactly or, if allowed, as a prefix. */
export function scoreTerms(index: InvertedIndex, queryTerms: QueryTerm[]): Scores {
  const { documentCount } = index;
  const score = new Float32Array(documentCount);
  const matched = new Uint8Array(documentCount);
  const seen = new Int32Array(documentCount).fill(-1);
  queryTerms.forEach(({ term: queryTerm, prefix }, q) => {
    const start = lowerBound(index.terms, queryTerm);
    const end = prefix ? start + MAX_EXPANSIONS : start + 1;
    for (let t = start; t < index.terms.length && t < end; t += 1) {
      const term = index.terms[t]!;
      if (!term.startsWith(queryTerm)) break;
      const docs = index.docs[t]!;
      const weights = index.weights[t]!;
      const df = docs.length;
      const idf = Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
      const factor = idf * (term === queryTerm ? 1 : PREFIX_WEIGHT);
      for (let i = 0; i < df; i += 1) {
        const doc = docs[i]!;
        score[doc]! += weights[i]! * factor;
        if (seen[doc] !== q) {
          seen[doc] = q;
          matched[doc]! += 1;
        }
      }
    }
  });
  return { score, matched };
}
