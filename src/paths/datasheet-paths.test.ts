import { describe, expect, it } from 'vitest';
import { datasheetFileName, datasheetPath, matchDatasheetPath } from './datasheet-paths';

describe('datasheet paths', () => {
  it('are the product page’s path plus .pdf', () => {
    expect(datasheetPath('/prodotti/cruiser-222-ac-dc')).toBe('/prodotti/cruiser-222-ac-dc.pdf');
    expect(datasheetPath('/en/products/cruiser-222-ac-dc')).toBe(
      '/en/products/cruiser-222-ac-dc.pdf',
    );
  });

  it('are saved under the model and the language', () => {
    expect(datasheetFileName('cruiser-222-ac-dc', 'en')).toBe('fortarc-cruiser-222-ac-dc-en.pdf');
  });

  it('lead to the internal route, in the path’s language', () => {
    expect(matchDatasheetPath('/prodotti/cruiser-222-ac-dc.pdf')).toEqual({
      locale: 'it',
      pagePath: '/prodotti/cruiser-222-ac-dc',
      route: '/it/datasheet/prodotti/cruiser-222-ac-dc',
    });
    expect(matchDatasheetPath('/de/produkte/discovery-160.pdf')).toEqual({
      locale: 'de',
      pagePath: '/de/produkte/discovery-160',
      route: '/de/datasheet/produkte/discovery-160',
    });
  });

  it('are nothing else', () => {
    for (const path of ['/prodotti/x', '/.pdf', '/x.PDF', '/x/.pdf', '/x.pdf/y', '/x.rss']) {
      expect(matchDatasheetPath(path), path).toBeUndefined();
    }
  });
});
