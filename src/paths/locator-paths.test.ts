import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@/catalogue/locator/gazetteer/countries';
import { locales } from '@/i18n/routing';
import {
  countryOfRouteSegment,
  dealersPath,
  locatorCountryPath,
  locatorPath,
  locatorRoute,
  locatorSearchPath,
  matchLocatorPath,
} from './locator-paths';

describe('the dealer locator’s paths', () => {
  it('are the issue’s, one per language', () => {
    expect(locales.map((locale) => locatorPath(locale))).toEqual([
      '/rivenditori-e-assistenza',
      '/en/where-to-buy',
      '/es/donde-comprar',
      '/fr/ou-acheter',
      '/de/haendler-und-service',
    ]);
    expect(locatorPath('en', '?luogo=Munich&tipo=service')).toBe(
      '/en/where-to-buy?luogo=Munich&tipo=service',
    );
    expect(locatorSearchPath('fr', '?luogo=Lyon')).toBe('/fr/ou-acheter?luogo=Lyon#locator-answer');
    expect(locatorSearchPath('it')).toBe('/rivenditori-e-assistenza#locator-answer');
  });

  it('ask for the dealers of a product family', () => {
    expect(dealersPath('de', 'plasma-cutting')).toBe(
      '/de/haendler-und-service?famiglia=plasma-cutting',
    );
    expect(dealersPath('it')).toBe('/rivenditori-e-assistenza');
  });

  it('name each country in the page’s language', () => {
    expect(locatorCountryPath('en', 'DE')).toBe('/en/where-to-buy/germany');
    expect(locatorCountryPath('it', 'DE')).toBe('/rivenditori-e-assistenza/germania');
    expect(locatorCountryPath('de', 'AT')).toBe('/de/haendler-und-service/oesterreich');
    expect(locatorCountryPath('fr', 'GB')).toBe('/fr/ou-acheter/royaume-uni');
    expect(locatorCountryPath('es', 'ES')).toBe('/es/donde-comprar/espana');
  });

  it('give every country a distinct, plain slug in every language', () => {
    for (const locale of locales) {
      const slugs = COUNTRIES.map((country) => locatorCountryPath(locale, country));
      expect(new Set(slugs).size).toBe(COUNTRIES.length);
      for (const path of slugs) expect(path.split('/').at(-1)).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    }
  });

  it('are recognised in their own language only, and nothing below them is', () => {
    expect(matchLocatorPath('/en/where-to-buy')).toEqual({ locale: 'en' });
    expect(matchLocatorPath('/rivenditori-e-assistenza')).toEqual({ locale: 'it' });
    expect(matchLocatorPath('/en/where-to-buy/germany')).toEqual({ locale: 'en', country: 'DE' });
    expect(matchLocatorPath('/de/haendler-und-service/schweiz')).toEqual({
      locale: 'de',
      country: 'CH',
    });
    for (const other of [
      '/en/where-to-buy/deutschland',
      '/en/where-to-buy/germany/x',
      '/en/where-to-buy/',
      '/en/rivenditori-e-assistenza',
      '/where-to-buy',
      '/en/where-to-buy-now',
      '/en/where-to-buy/Germany',
    ]) {
      expect(matchLocatorPath(other), other).toBeUndefined();
    }
    for (const locale of locales) {
      for (const country of COUNTRIES) {
        expect(matchLocatorPath(locatorCountryPath(locale, country))).toEqual({ locale, country });
      }
    }
  });

  it('render on the internal routes', () => {
    expect(locatorRoute({ locale: 'es' })).toBe('/es/dealer-locator');
    expect(locatorRoute({ locale: 'it', country: 'GB' })).toBe('/it/dealer-locator/gb');
    expect(countryOfRouteSegment('gb')).toBe('GB');
    expect(countryOfRouteSegment('GB')).toBeUndefined();
    expect(countryOfRouteSegment('us')).toBeUndefined();
  });
});
