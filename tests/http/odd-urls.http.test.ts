import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

/** A small deterministic generator, so a failing URL can be reproduced. */
function* oddUrls(count: number): Generator<string> {
  let seed = 20261122;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const pieces = [
    '%00',
    '%ff',
    '%E0%A4%A',
    '%2e%2e',
    '..',
    '.',
    '%2F',
    '%5C',
    '\\',
    '~',
    '%',
    '%%',
    '%u0041',
    'prodotti',
    'en',
    'de',
    'products',
    'pioneer-pulse-403',
    'ÄÖÜ',
    '日本',
    '%F0%9F%94%A5',
    ';',
    ':',
    '@',
    '!',
    '$',
    "'",
    '(',
    ')',
    '*',
    '+',
    ',',
    '=',
    'a'.repeat(300),
    '-',
    '_',
    'NEWS',
    'index.jsp',
    // datasheets (issue 46): a product's path plus .pdf, and .pdf where no product is
    'pioneer-pulse-403.pdf',
    'prodotti.pdf',
    '.pdf',
    'x.PDF',
    '%2Epdf',
  ] as const;
  const queries = [
    '',
    '?',
    '?&&',
    '?a',
    '?a=%',
    '?a=%zz',
    '?filter_query[materiale][any_in_array]=%00',
    '?filter_query[materiale][any_in_array]=alluminio,%E0',
    '?page=-1',
    '?page=1e999',
    '?search_term=' + 'x'.repeat(2000),
    '?__proto__[polluted]=1',
    '?constructor[prototype][x]=1',
    '?a[b][c][d][e][f][g]=1',
    '?%ZZ=1',
  ] as const;
  for (let i = 0; i < count; i += 1) {
    const depth = 1 + Math.floor(random() * 6);
    const segments = Array.from({ length: depth }, () => pick(pieces));
    const long = i % 97 === 0 ? '/x'.repeat(2000) : '';
    yield `/${segments.join(pick(['/', '//', '/./', '/../']))}${long}${pick(queries)}`;
  }
}

describe('odd URLs', () => {
  it('never get a 5xx (1,000 generated ones)', async () => {
    const failures: string[] = [];
    const urls = [...oddUrls(1000)];
    for (let start = 0; start < urls.length; start += 20) {
      await Promise.all(
        urls.slice(start, start + 20).map(async (path) => {
          const response = await fetch(baseURL + path, { redirect: 'manual' }).catch(
            (error: Error) => ({ status: 0, statusText: error.message }),
          );
          if (response.status === 0 || response.status >= 500) {
            failures.push(`${response.status} ${path.slice(0, 200)}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
