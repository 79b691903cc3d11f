import { beforeAll, describe, expect, it } from 'vitest';
import { LocalContentSource } from '@/content/local/local-source';
import type { Locale } from '@/i18n/routing';
import { loadDocuments } from './documents';
import { buildIndex, searchIndex, type SearchIndex } from './engine';
import { CASES, MACHINE_QUERIES, type Case } from './relevance-cases';

const indexes = new Map<Locale, SearchIndex>();

beforeAll(async () => {
  const source = await LocalContentSource.open('content');
  for (const locale of Object.keys(CASES) as Locale[]) {
    indexes.set(locale, await buildIndex(locale, await loadDocuments(source, locale)));
  }
}, 60_000);

describe('site search relevance', () => {
  it('finds what a visitor means in at least 95 % of the suite, 12 or more queries per language', () => {
    const failures: string[] = [];
    let total = 0;
    for (const [locale, cases] of Object.entries(CASES) as Array<[Locale, Case[]]>) {
      expect(cases.length, locale).toBeGreaterThanOrEqual(12);
      for (const test of cases) {
        total += 1;
        const answer = searchIndex(indexes.get(locale)!, { term: test.query, perPage: 3 });
        const paths = answer.hits.map((hit) => hit.path);
        const rank = paths.indexOf(test.expect) + 1;
        if (rank === 0 || rank > test.within) {
          failures.push(
            `${locale} "${test.query}" (${test.why}): ${test.expect} ${rank ? `at ${rank}` : 'not in the top 3'}; got ${paths.join(', ')}`,
          );
        }
      }
    }
    const score = (total - failures.length) / total;
    console.log(
      `search relevance: ${total - failures.length}/${total} = ${(score * 100).toFixed(1)} %${failures.length ? `\n  ${failures.join('\n  ')}` : ''}`,
    );
    expect(total).toBeGreaterThanOrEqual(60);
    expect(score, failures.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('lists machines first for a process, a material or a model, in every language', () => {
    const failures: string[] = [];
    for (const [locale, queries] of Object.entries(MACHINE_QUERIES) as Array<[Locale, string[]]>) {
      for (const query of queries) {
        const { hits } = searchIndex(indexes.get(locale)!, { term: query, perPage: 100 });
        const products = hits.filter((hit) => hit.type === 'product').length;
        const firstOther = hits.findIndex((hit) => hit.type !== 'product');
        if (products < 3 || (firstOther >= 0 && firstOther < products)) {
          const kinds = hits.slice(0, products + 1).map((hit) => hit.type);
          failures.push(`${locale} "${query}": ${products} products; ${kinds.join(' ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
