import { describe, expect, it } from 'vitest';
import { normaliseRedirectPath, parseRedirectCsv, RedirectTable } from './redirect-table';

describe('the redirect table', () => {
  const table = RedirectTable.from(
    parseRedirectCsv(
      'source,target\n/fr/actualities,/fr/actualites\n/Privacy/,/privacy-policy\n',
      'r.csv',
    ),
  );

  it('matches a path after lowercasing it and removing a trailing slash', () => {
    expect(table.lookup('/fr/actualities')).toBe('/fr/actualites');
    expect(table.lookup('/FR/Actualities/')).toBe('/fr/actualites');
    expect(table.lookup('/privacy')).toBe('/privacy-policy');
    expect(table.lookup('/fr/actualites')).toBeUndefined();
  });

  it('leaves the root path as it is', () => {
    expect(normaliseRedirectPath('/')).toBe('/');
  });

  it('names the line of a malformed row', () => {
    expect(() => parseRedirectCsv('source,target\n/a;/b\n', 'r.csv')).toThrow('r.csv:2');
    expect(() => parseRedirectCsv('/a,javascript:alert(1)\n', 'r.csv')).toThrow('r.csv:1');
  });

  it('refuses one source with two different targets', () => {
    const rows = parseRedirectCsv('/a,/b\n/A/,/c\n', 'r.csv');
    expect(() => RedirectTable.from(rows)).toThrow('r.csv:2: /A/ already goes to /b (r.csv:1)');
  });
});
