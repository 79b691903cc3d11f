import { stemmer as deStemmer } from '@orama/stemmers/german';
import { stemmer as enStemmer } from '@orama/stemmers/english';
import { stemmer as esStemmer } from '@orama/stemmers/spanish';
import { stemmer as frStemmer } from '@orama/stemmers/french';
import { stemmer as itStemmer } from '@orama/stemmers/italian';
import { stopwords as deStopwords } from '@orama/stopwords/german';
import { stopwords as enStopwords } from '@orama/stopwords/english';
import { stopwords as esStopwords } from '@orama/stopwords/spanish';
import { stopwords as frStopwords } from '@orama/stopwords/french';
import { stopwords as itStopwords } from '@orama/stopwords/italian';
import type { Locale } from '@/i18n/routing';

/**
 * Italian Snowball strips `-ere`/`-iere` from a singular (`ingegnere` -> `ingegn`, `cantiere` ->
 * `cant`) but keeps the plural's `-eri` (`ingegneri` -> `ingegner`): the plural is cut to match.
 */
function italianStemmer(word: string): string {
  const stem = itStemmer(word);
  if (word.endsWith('ieri') && stem.endsWith('ier')) return stem.slice(0, -3);
  if (word.endsWith('eri') && stem.endsWith('er') && stem.length > 5) return stem.slice(0, -2);
  return stem;
}

/** Each language's Snowball stemmer and stop words (Orama's packages of them). */
const LANGUAGES: Record<
  Locale,
  { stemmer: (word: string) => string; stopWords: readonly string[] }
> = {
  it: { stemmer: italianStemmer, stopWords: itStopwords },
  en: { stemmer: enStemmer, stopWords: enStopwords },
  es: { stemmer: esStemmer, stopWords: esStopwords },
  fr: { stemmer: frStemmer, stopWords: frStopwords },
  de: { stemmer: deStemmer, stopWords: deStopwords },
};

/** A word without its accents and umlauts (`qualità` -> `qualita`; `ß` stays, the stemmer's). */
export function foldAccents(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * The words of a text: apostrophes and joiners are word breaks (`dell’alluminio`, `MIG/MAG`,
 * `PP-403`), so each part is a word of its own.
 */
export function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/** How one language turns text into the terms the index holds. */
export interface Analyzer {
  /** A word's term: lower case, stemmed, accents folded; '' for a stop word. */
  term: (word: string) => string;
  /** The terms of a text, repeated as often as they occur. */
  terms: (text: string) => string[];
}

/** Words whose terms an analyzer remembers (the site's own vocabulary is a few thousand). */
const TERM_CACHE_WORDS = 20_000;

/**
 * The analyzer of `locale`: lower case, stop words out, the language's stemmer, accents folded
 * after stemming (so `Schweißen` and `schweissen` meet). Each word's term is computed once.
 */
export function analyzerFor(locale: Locale): Analyzer {
  const { stemmer, stopWords } = LANGUAGES[locale];
  const stop = new Set(stopWords);
  const cache = new Map<string, string>();
  const term = (word: string) => {
    const lower = word.toLowerCase();
    let found = cache.get(lower);
    if (found === undefined) {
      found = stop.has(lower) ? '' : foldAccents(stemmer(lower));
      // Visitors' queries bring words without end: the cache starts again once full.
      if (cache.size >= TERM_CACHE_WORDS) cache.clear();
      cache.set(lower, found);
    }
    return found;
  };
  return {
    term,
    terms: (text) =>
      wordsOf(text)
        .map(term)
        .filter((found) => found !== ''),
  };
}
