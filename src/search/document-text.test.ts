import { beforeAll, describe, expect, it } from 'vitest';
import { LocalContentSource } from '@/content/local/local-source';
import { RICH_TEXT_NODES } from '@/content/schema/validate-content';
import { locales, type Locale } from '@/i18n/routing';
import { loadDocuments, type SearchDocument } from './documents';
import { buildIndex, prepareQuery, type SearchIndex } from './engine';
import { snippet } from './snippet';

/** Every page of the demo content as the index holds it, in the five languages. */
const documents = new Map<Locale, SearchDocument[]>();
const indexes = new Map<Locale, SearchIndex>();
/**
 * The values of the datasources (`acciaio-inossidabile`, `mig-mag-pulsato`): codes, not words;
 * `spare-parts` is a code and an English word (`Spare-parts list`).
 */
const codes = new Map<Locale, string[]>();

beforeAll(async () => {
  const source = await LocalContentSource.open('content');
  for (const locale of locales) {
    const found = await loadDocuments(source, locale);
    documents.set(locale, found);
    indexes.set(locale, buildIndex(locale, found));
    const own: string[] = [];
    for (const datasource of ['materiali', 'processi', 'tipi-download', 'famiglie']) {
      const answer = await source.getDatasourceEntries({ datasource, dimension: locale });
      for (const entry of answer.datasource_entries) {
        const label = (entry.dimension_value || entry.name).toLowerCase();
        if (entry.value.includes('-') && !label.includes(entry.value)) {
          own.push(entry.value);
        }
      }
    }
    codes.set(locale, own);
  }
}, 60_000);

const FIELDS = ['title', 'model', 'summary', 'facets', 'body'] as const;
const nodeName = new RegExp(`\\b(${[...RICH_TEXT_NODES].join('|')})\\b`);

/** Where `pattern` occurs in a language's documents: "path field: …words around it…". */
function occurrences(locale: Locale, test: (text: string) => RegExpExecArray | null): string[] {
  const found: string[] = [];
  for (const document of documents.get(locale)!) {
    for (const field of FIELDS) {
      const match = test(document[field]);
      if (match) {
        const around = document[field].slice(Math.max(0, match.index - 40), match.index + 40);
        found.push(`${document.path} ${field}: …${around}…`);
      }
    }
  }
  return found;
}

describe('the indexed text of the demo content', () => {
  it('covers every page in every language', () => {
    expect(RICH_TEXT_NODES.size).toBeGreaterThanOrEqual(14);
    for (const locale of locales) expect(documents.get(locale)!.length).toBeGreaterThan(80);
  });

  it.each(locales)('holds no rich-text node name in %s', (locale) => {
    expect(occurrences(locale, (text) => nodeName.exec(text))).toEqual([]);
  });

  it.each(locales)('holds no datasource code in %s, only its label', (locale) => {
    const own = codes.get(locale)!;
    const code = new RegExp(`(^|\\s)(${own.join('|')})(\\s|$)`);
    expect(own.length).toBeGreaterThan(5);
    expect(occurrences(locale, (text) => code.exec(text))).toEqual([]);
  });

  it.each(locales)('keeps the words of rich text, blocks and alt text in %s', (locale) => {
    const body = documents
      .get(locale)!
      .map((document) => document.body)
      .join(' ');
    // rich text (a product's description), a block's text (its key figures), an image's alt
    const checks: Record<Locale, string[]> = {
      it: ['Corrente massima', 'Fortarc Pioneer Pulse 403, generatore MIG/MAG pulsato'],
      en: ['Maximum current', 'Stand', 'Fortarc'],
      es: ['Corriente máxima', 'Fortarc'],
      fr: ['Courant maximal', 'Fortarc'],
      de: ['Maximaler Schweißstrom', 'Fortarc'],
    };
    for (const words of checks[locale]) expect(body).toContain(words);
  });

  it.each(locales)('gives snippets of the pages’ own words in %s', (locale) => {
    const index = indexes.get(locale)!;
    const leaks: string[] = [];
    for (const document of index.documents) {
      // the first words of its body: the passage a search for them shows
      const words = document.body.split(/\s+/).slice(0, 3).join(' ');
      const { terms } = prepareQuery(index, words || document.title);
      const text = snippet(index.analyzer, document, terms)
        .map((part) => part.text)
        .join('');
      if (nodeName.test(text)) leaks.push(`${document.path}: ${text}`);
    }
    expect(leaks).toEqual([]);
  });
});
