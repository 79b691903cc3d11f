/**
 * The countries the locator covers (issue 63): where the partners are, and the only ones whose
 * places the gazetteer loads. ISO 3166-1 alpha-2, as the content model's `country` field.
 */
export const COUNTRIES = ['IT', 'DE', 'FR', 'ES', 'AT', 'CH', 'GB', 'PL', 'NL', 'BE'] as const;

export type CountryCode = (typeof COUNTRIES)[number];

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRIES as readonly string[]).includes(value);
}

/**
 * The country a visitor of each language most likely means by a bare postcode: "80331" on the
 * German site is Munich, on the Italian site Naples. English names none: its visitors are anywhere.
 */
export const POSTCODE_COUNTRY_OF_LOCALE: Readonly<Record<string, CountryCode | undefined>> = {
  it: 'IT',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
};
