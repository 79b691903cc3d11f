import { COUNTRIES, type CountryCode } from '@/catalogue/locator/gazetteer/countries';
import { sitePath } from '@/content/href';
import { locales, type Locale } from '@/i18n/routing';

/**
 * The dealer and service locator's pages (issue 63) in each language: the search
 * (`/en/where-to-buy?luogo=...`) and a page per country (`/en/where-to-buy/germany`), and the
 * internal routes that render them (`src/app/[locale]/dealer-locator/`). The one place these
 * URLs are written.
 */
const LOCATOR: Record<Locale, string> = {
  it: 'rivenditori-e-assistenza',
  en: 'where-to-buy',
  es: 'donde-comprar',
  fr: 'ou-acheter',
  de: 'haendler-und-service',
};

/** Each country's name in each language's URLs: lower case, ASCII, words joined by `-`. */
const COUNTRY_SLUGS: Record<CountryCode, Record<Locale, string>> = {
  IT: { it: 'italia', en: 'italy', es: 'italia', fr: 'italie', de: 'italien' },
  DE: { it: 'germania', en: 'germany', es: 'alemania', fr: 'allemagne', de: 'deutschland' },
  FR: { it: 'francia', en: 'france', es: 'francia', fr: 'france', de: 'frankreich' },
  ES: { it: 'spagna', en: 'spain', es: 'espana', fr: 'espagne', de: 'spanien' },
  AT: { it: 'austria', en: 'austria', es: 'austria', fr: 'autriche', de: 'oesterreich' },
  CH: { it: 'svizzera', en: 'switzerland', es: 'suiza', fr: 'suisse', de: 'schweiz' },
  GB: {
    it: 'regno-unito',
    en: 'united-kingdom',
    es: 'reino-unido',
    fr: 'royaume-uni',
    de: 'vereinigtes-koenigreich',
  },
  PL: { it: 'polonia', en: 'poland', es: 'polonia', fr: 'pologne', de: 'polen' },
  NL: {
    it: 'paesi-bassi',
    en: 'netherlands',
    es: 'paises-bajos',
    fr: 'pays-bas',
    de: 'niederlande',
  },
  BE: { it: 'belgio', en: 'belgium', es: 'belgica', fr: 'belgique', de: 'belgien' },
};

/** The internal route segment under `/{locale}/`. */
export const LOCATOR_ROUTE = 'dealer-locator';

/** The anchor of the locator's answer, where a search lands (the form above it on a phone). */
export const LOCATOR_ANSWER_ID = 'locator-answer';

/** The locator in `locale` with `search` as its query (`locatorSearch`; none: the bare page). */
export function locatorPath(locale: Locale, search = ''): string {
  return `${sitePath(LOCATOR[locale], locale)}${search}`;
}

/** A search of the locator, landing on its answer: the form's action, the answer's own links. */
export function locatorSearchPath(locale: Locale, search = ''): string {
  return `${locatorPath(locale, search)}#${LOCATOR_ANSWER_ID}`;
}

/**
 * The locator asking for the dealers of a product family (a catalogue family value): the link of
 * a product page, the finder's and the comparison's answers. No family: the bare locator.
 */
export function dealersPath(locale: Locale, family?: string): string {
  return locatorPath(locale, family ? `?famiglia=${encodeURIComponent(family)}` : '');
}

/** The page of a country's partners in `locale`. */
export function locatorCountryPath(locale: Locale, country: CountryCode): string {
  return `${locatorPath(locale)}/${COUNTRY_SLUGS[country][locale]}`;
}

export type LocatorPage = { locale: Locale; country?: CountryCode };

/** Which language's locator, or which of its country pages, a visitor's path is. */
export function matchLocatorPath(pathname: string): LocatorPage | undefined {
  for (const locale of locales) {
    const base = locatorPath(locale);
    if (pathname === base) return { locale };
    if (!pathname.startsWith(`${base}/`)) continue;
    const slug = pathname.slice(base.length + 1);
    const country = COUNTRIES.find((code) => COUNTRY_SLUGS[code][locale] === slug);
    return country ? { locale, country } : undefined;
  }
  return undefined;
}

/** The internal route a locator page renders on: `/en/dealer-locator`, `/en/dealer-locator/de`. */
export function locatorRoute({ locale, country }: LocatorPage): string {
  return `/${locale}/${LOCATOR_ROUTE}${country ? `/${country.toLowerCase()}` : ''}`;
}

/** The country of an internal route's segment (`de`), if it is one the locator covers. */
export function countryOfRouteSegment(segment: string): CountryCode | undefined {
  return COUNTRIES.find((code) => code.toLowerCase() === segment);
}
