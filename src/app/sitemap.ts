import type { MetadataRoute } from 'next';
import { env } from '@/config/env';
import { hrefFor, listPageStories, localesOf } from '@/content';
import { locales, type Locale } from '@/i18n/routing';
import { COUNTRIES } from '@/catalogue/locator/gazetteer/countries';
import { partnerCountries } from '@/catalogue/locator/country-listing';
import { finderPath } from '@/paths/finder-paths';
import { locatorCountryPath, locatorPath } from '@/paths/locator-paths';
import { publishedPartners } from '@/site/locator/published-partners';
import { absoluteUrl, alternateUrls, everyLanguageUrls } from '@/site/page-metadata';

/** A page at its own path in every language, each with its `xhtml:link` alternates. */
function everyLanguage(siteUrl: string, pathOf: (locale: Locale) => string) {
  const languages = everyLanguageUrls(siteUrl, pathOf);
  return locales.map((locale) => ({
    url: absoluteUrl(siteUrl, pathOf(locale)),
    alternates: { languages },
  }));
}

/**
 * Every published page in every language it exists in, each with its `xhtml:link` alternates;
 * the product finder's and the dealer locator's bare pages (not their answers, which are
 * `noindex`), and the locator's page of each country that has partners.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = env().SITE_URL;
  const [stories, partners] = await Promise.all([listPageStories(), publishedPartners()]);
  const finder = everyLanguage(siteUrl, (locale) => finderPath(locale));
  const locator = [
    ...everyLanguage(siteUrl, (locale) => locatorPath(locale)),
    ...partnerCountries(partners, COUNTRIES).flatMap(({ country }) =>
      everyLanguage(siteUrl, (locale) => locatorCountryPath(locale, country)),
    ),
  ];
  const pages = stories.flatMap((story) => {
    const languages = alternateUrls(story, siteUrl);
    const lastModified = story.published_at ?? story.updated_at;
    return localesOf(story).map((locale) => ({
      url: absoluteUrl(siteUrl, hrefFor(story, locale)),
      lastModified,
      alternates: { languages },
    }));
  });
  return [...pages, ...finder, ...locator];
}
