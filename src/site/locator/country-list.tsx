import { COUNTRIES, type CountryCode } from '@/catalogue/locator/gazetteer/countries';
import { partnerCountries } from '@/catalogue/locator/country-listing';
import type { Partner } from '@/catalogue/locator/partner';
import { locatorCountryPath } from '@/paths/locator-paths';
import { PageLink } from '@/site/ui/page-link';
import type { LocatorWords } from './locator-words';

/** The countries that have partners, each a link to its page with how many, by name. */
export function CountryList({
  partners,
  words,
  current,
}: {
  partners: readonly Partner[];
  words: LocatorWords;
  /** The country whose page this is: marked, not left out, so the list reads the same. */
  current?: CountryCode;
}) {
  const { t, locale } = words;
  const collator = new Intl.Collator(locale);
  const countries = partnerCountries(partners, COUNTRIES).sort((a, b) =>
    collator.compare(words.country(a.country), words.country(b.country)),
  );
  if (countries.length === 0) return null;
  return (
    <ul className="locator-countries" data-locator-countries>
      {countries.map(({ country, count }) => (
        <li key={country}>
          <PageLink
            href={locatorCountryPath(locale, country)}
            {...(country === current && { 'aria-current': 'page' as const })}
          >
            <span className="locator-country-name">{words.country(country)}</span>
            <span className="locator-country-count">{t('partnerCount', { count })}</span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
