import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/routing';
import { comparePath, compareRoute, matchComparePath } from './compare-paths';

describe('the comparison page’s paths', () => {
  it('are the issue’s, under each language’s product list', () => {
    expect(locales.map((locale) => comparePath(locale))).toEqual([
      '/prodotti/confronta',
      '/en/products/compare',
      '/es/productos/comparar',
      '/fr/produits/comparer',
      '/de/produkte/vergleich',
    ]);
    expect(comparePath('de', ['a', 'b'], true)).toBe('/de/produkte/vergleich?p=a,b&diff=1');
  });

  it('are recognised in their language only, and rendered on the internal route', () => {
    expect(matchComparePath('/en/products/compare')).toBe('en');
    expect(matchComparePath('/prodotti/confronta')).toBe('it');
    expect(matchComparePath('/en/prodotti/confronta')).toBeUndefined();
    expect(matchComparePath('/prodotti/confronta/x')).toBeUndefined();
    expect(compareRoute('fr')).toBe('/fr/compare');
  });
});
