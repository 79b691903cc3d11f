import { describe, expect, it } from 'vitest';
import { normalisedPath } from './normalise-path';
import { redirectLocation, sameSitePath } from './redirect-location';
import { parseRedirectCsv, RedirectDataError, rulesFromDatasource } from './redirect-rules';
import { normaliseRedirectPath, RedirectTable } from './redirect-table';

const csv = (rows: string) => parseRedirectCsv(`source,target\n${rows}`, 'r.csv');
const tableOf = (rows: string) => RedirectTable.build(csv(rows)).table;
const request = (path: string) => new URL(path, 'https://www.fortarc.example');

describe('matching a request against the table', () => {
  const table = tableOf(
    [
      '/fr/actualities,/fr/actualites',
      '/Privacy/,/privacy-policy',
      '/page.jsp?idPagina=7&idLingua=2,/en/who-we-are',
      '/page.jsp,/',
      '/legenda/,/',
    ].join('\n'),
  );

  it('lowercases the path and removes a trailing slash before the lookup', () => {
    expect(table.lookup('/FR/Actualities/')?.target).toBe('/fr/actualites');
    expect(table.lookup('/privacy')?.target).toBe('/privacy-policy');
    expect(table.lookup('/fr/actualites')).toBeUndefined();
  });

  it('leaves the root as it is', () => {
    expect(normaliseRedirectPath('/')).toBe('/');
    expect(table.lookup('/')).toBeUndefined();
  });

  it('matches a row with a query on its parameters, in any order and case', () => {
    expect(table.lookup('/page.jsp', '?idLingua=2&idPagina=7')).toEqual({
      target: '/en/who-we-are',
      consumesQuery: true,
    });
    expect(table.lookup('/page.jsp', '?idPagina=99')).toEqual({
      target: '/',
      consumesQuery: false,
    });
  });

  it('ignores a hash in a source: browsers never send it (/legenda/#leg1)', () => {
    const withHash = tableOf('/legenda/#leg3,/');
    expect(withHash.lookup('/legenda')?.target).toBe('/');
  });
});

describe('the Location of a 301', () => {
  it('keeps the request query when the target has none', () => {
    expect(redirectLocation('/news', request('/blogs/12.html?utm_source=x'), true).href).toBe(
      'https://www.fortarc.example/news?utm_source=x',
    );
  });

  it('merges the request query into the target query, the request winning on a shared name', () => {
    const location = redirectLocation(
      '/prodotti?lang=it&ref=old',
      request('/x?ref=mail&page=2'),
      true,
    );
    expect(location.pathname + location.search).toBe('/prodotti?lang=it&ref=mail&page=2');
  });

  it("keeps the target's hash (the browser keeps the request's when the target has none)", () => {
    expect(redirectLocation('/chi-siamo#storia', request('/old?a=1'), true).href).toBe(
      'https://www.fortarc.example/chi-siamo?a=1#storia',
    );
  });

  it('sends the browser off the site only for an absolute target', () => {
    expect(
      redirectLocation('https://shop.example.com/p?x=1', request('/shop?y=2'), true).href,
    ).toBe('https://shop.example.com/p?x=1&y=2');
  });

  it('never turns a crafted path into an off-site address', () => {
    for (const crafted of [
      '//evil.example',
      '/\\evil.example',
      '///evil.example/x',
      '\\\\evil.example',
    ]) {
      const location = redirectLocation(sameSitePath(crafted), request('/'), false);
      expect(location.origin).toBe('https://www.fortarc.example');
    }
    expect(normalisedPath('//evil.example/')).toBe('/evil.example');
    expect(normalisedPath('/\\evil.example')).toBe('/evil.example');
  });
});

describe('the normal form of a path', () => {
  it('removes a trailing slash from any path but the root', () => {
    expect(normalisedPath('/prodotti/')).toBe('/prodotti');
    expect(normalisedPath('/en/products//')).toBe('/en/products');
    expect(normalisedPath('/')).toBe('/');
  });

  it('drops the default language prefix', () => {
    expect(normalisedPath('/it')).toBe('/');
    expect(normalisedPath('/it/prodotti/')).toBe('/prodotti');
    expect(normalisedPath('/item')).toBe('/item');
  });
});

describe('checks when the table is loaded', () => {
  it('names the line of a malformed row', () => {
    expect(() => csv('/a;/b')).toThrow('r.csv:2: expected "source,target"');
    expect(() => csv('/a,javascript:alert(1)')).toThrow('r.csv:2: the target must be');
    expect(() => csv('//evil.example,/')).toThrow('r.csv:2: the source must be');
    expect(() => csv('/a,//evil.example')).toThrow('r.csv:2: the target must be');
  });

  it('refuses one source with two different targets, naming both rows', () => {
    expect(() => tableOf('/a,/b\n/A/,/c')).toThrow(
      'r.csv:3: /A/ goes to /c, but r.csv:2 sends it to /b',
    );
  });

  it('accepts the same row twice', () => {
    expect(tableOf('/a,/b\n/a,/b').size).toBe(1);
  });

  it('flattens a chain and reports it', () => {
    const { table, warnings } = RedirectTable.build(csv('/a,/b\n/b,/c'));
    expect(table.lookup('/a')?.target).toBe('/c');
    expect(warnings).toEqual(['chain flattened: /a (r.csv:2) -> /b (r.csv:3) -> /c']);
  });

  it('stops on a loop, naming the rows', () => {
    const build = () => RedirectTable.build(csv('/a,/b\n/b,/a'));
    expect(build).toThrow(RedirectDataError);
    expect(build).toThrow('redirect loop: /a (r.csv:2) -> /b (r.csv:3) -> /a (r.csv:2)');
    expect(() => RedirectTable.build(csv('/Privacy,/privacy'))).toThrow('redirect loop');
  });

  it('reads editor rows from the datasource, naming a bad entry', () => {
    const rules = rulesFromDatasource([{ name: '/promo', value: '/prodotti' }], 'redirects');
    expect(rules).toEqual([
      { source: '/promo', target: '/prodotti', origin: 'datasource redirects #1' },
    ]);
    expect(() => rulesFromDatasource([{ name: 'promo', value: '/x' }], 'redirects')).toThrow(
      'datasource redirects #1: the source must be',
    );
  });
});

describe('the redirect data of content/', () => {
  it('loads without errors, with the spec known sources', async () => {
    const { readFile } = await import('node:fs/promises');
    const rules = parseRedirectCsv(
      await readFile('content/redirects.csv', 'utf8'),
      'content/redirects.csv',
    );
    const { table } = RedirectTable.build(rules);
    expect(table.size).toBeGreaterThan(500);
    expect(table.lookup('/fr/actualities')?.target).toBe('/fr/actualites');
    expect(table.lookup('/privacy')?.target).toBe('/privacy-policy');
    expect(table.lookup('/materiale/acciaio-inox')?.target).toBe('/');
    expect(table.lookup('/newsletters/101.html')?.target).toBe('/contatti');
    expect(table.lookup('/index.jsp')?.target).toBe('/');
  });
});
