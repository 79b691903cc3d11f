import type { Locale } from '../i18n/routing';

/**
 * The countries a request may come from: ISO 3166-1 alpha-2 codes, the EU and EFTA, the markets
 * the catalogue names, and the rest of the world by name. Labels come from `Intl.DisplayNames`
 * in the page's language, so no list is translated by hand.
 */
export const COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'CH',
  'GB',
  'AL',
  'BA',
  'ME',
  'MK',
  'RS',
  'TR',
  'UA',
  'MD',
  'US',
  'CA',
  'MX',
  'BR',
  'AR',
  'CL',
  'CO',
  'PE',
  'MA',
  'DZ',
  'TN',
  'EG',
  'ZA',
  'AE',
  'SA',
  'IL',
  'IN',
  'CN',
  'JP',
  'KR',
  'AU',
  'NZ',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/**
 * The visitor's own country where their languages say it (`Accept-Language`, which the browser
 * gives as `navigator.languages`): the region of the first tag that has one we list, as `de-AT`
 * gives Austria. A page's language says nothing of where its reader is, so `en` alone gives none.
 */
export function countryOfLanguages(languages: readonly string[]): CountryCode | undefined {
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue; // not a language tag
    }
    if (region && isCountryCode(region)) return region;
  }
  return undefined;
}

/** The countries as options in `locale`, sorted by their name in that language. */
export function countryOptions(locale: Locale): { code: CountryCode; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** A country's name in `locale` (the e-mail's subject uses the site's default language). */
export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}
