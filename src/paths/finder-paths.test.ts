import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/routing';
import { finderPath, finderRoute, matchFinderPath } from './finder-paths';

describe('the product finder’s paths', () => {
  it('are the issue’s, under each language’s product list', () => {
    expect(locales.map((locale) => finderPath(locale))).toEqual([
      '/prodotti/guida-alla-scelta',
      '/en/products/product-finder',
      '/es/productos/asistente',
      '/fr/produits/guide-de-choix',
      '/de/produkte/produktberater',
    ]);
  });

  it('carry the answers as the query, in the questions’ order', () => {
    expect(
      finderPath('en', {
        uso: 'cantiere',
        materiale: ['alluminio'],
        processo: 'tig',
        rete: '1x230',
        spessore: 3,
      }),
    ).toBe(
      '/en/products/product-finder?processo=tig&materiale=alluminio&spessore=3&rete=1x230&uso=cantiere',
    );
    expect(finderPath('de', { materiale: [] })).toBe('/de/produkte/produktberater');
  });

  it('are recognised in their language only, and rendered on the internal route', () => {
    expect(matchFinderPath('/en/products/product-finder')).toBe('en');
    expect(matchFinderPath('/prodotti/guida-alla-scelta')).toBe('it');
    expect(matchFinderPath('/en/prodotti/guida-alla-scelta')).toBeUndefined();
    expect(matchFinderPath('/prodotti/guida-alla-scelta/x')).toBeUndefined();
    expect(finderRoute('es')).toBe('/es/product-finder');
  });
});
