import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { COUNTRIES } from '@/catalogue/locator/gazetteer/countries';
import { env } from '@/config/env';
import { isLocale } from '@/i18n/routing';
import { countryOfRouteSegment, locatorCountryPath } from '@/paths/locator-paths';
import { CountryPage, countryListing } from '@/site/locator/country-page';
import { locatorWords } from '@/site/locator/locator-words';
import { everyLanguageAlternates } from '@/site/page-metadata';

interface Props {
  params: Promise<{ locale: string; country: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return COUNTRIES.map((country) => ({ country: country.toLowerCase() }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, country: segment } = await params;
  const country = countryOfRouteSegment(segment);
  if (!isLocale(locale) || !country) return {};
  const { t, country: nameOf } = await locatorWords(locale);
  const where = t('countryIn', { code: country, country: nameOf(country) });
  const siteUrl = env().SITE_URL;
  return {
    title: t('countryTitle', { where }),
    description: t('countryDescription', { where }),
    alternates: everyLanguageAlternates(siteUrl, locale, (code) =>
      locatorCountryPath(code, country),
    ),
  };
}

/**
 * A country's partners (`/en/where-to-buy/germany`), pre-rendered for every language and
 * country; a country without partners has no page. The proxy rewrites here.
 */
export default async function LocatorCountry({ params }: Props) {
  const { locale, country: segment } = await params;
  const country = countryOfRouteSegment(segment);
  if (!isLocale(locale) || !country) notFound();
  setRequestLocale(locale);
  const { regions } = await countryListing(locale, country);
  if (regions.length === 0) notFound();
  return <CountryPage locale={locale} country={country} />;
}
