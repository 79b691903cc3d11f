import './locator.css';
import type { CountryCode } from '@/catalogue/locator/gazetteer/countries';
import { partnersByRegion } from '@/catalogue/locator/country-listing';
import { env } from '@/config/env';
import { locales, type Locale } from '@/i18n/routing';
import { locatorCountryPath, locatorPath, locatorSearchPath } from '@/paths/locator-paths';
import { JsonLd } from '@/site/format/json-ld';
import type { LanguageAlternate } from '@/site/language-alternates';
import { globalSettings, pageContext } from '@/site/page-context';
import { absoluteUrl } from '@/site/page-metadata';
import { SiteFrame } from '@/site/site-frame';
import { PageLink } from '@/site/ui/page-link';
import { CountryList } from './country-list';
import { locatorWords } from './locator-words';
import { PartnerCard, partnerAnchor } from './partner-card';
import { partnerJsonLd } from './partner-json-ld';
import { publishedPartners } from './published-partners';

/** A country's partners by region, the page's language links and its structured data. */
export async function countryListing(locale: Locale, country: CountryCode) {
  const partners = await publishedPartners();
  return { partners, regions: partnersByRegion(partners, country, locale) };
}

/**
 * A country's partners (`/en/where-to-buy/germany`), by region, each with its LocalBusiness
 * data: a page to find in a search engine, pre-rendered and rendered again when a partner is
 * published. A short form asks the locator for the nearest partners to a place.
 */
export async function CountryPage({ locale, country }: { locale: Locale; country: CountryCode }) {
  const [words, context, settings, { partners, regions }] = await Promise.all([
    locatorWords(locale),
    pageContext(locale),
    globalSettings(locale),
    countryListing(locale, country),
  ]);
  const { t } = words;
  const name = words.country(country);
  const where = t('countryIn', { code: country, country: name });
  const path = locatorCountryPath(locale, country);
  const pageUrl = absoluteUrl(env().SITE_URL, path);
  const alternates = Object.fromEntries(
    locales.map((code) => [code, { href: locatorCountryPath(code, country), fallback: false }]),
  ) as Record<Locale, LanguageAlternate>;
  const count = regions.reduce((sum, region) => sum + region.partners.length, 0);
  return (
    <SiteFrame context={{ ...context, alternates }}>
      <JsonLd
        data={{
          '@graph': regions.flatMap((region) =>
            region.partners.map((partner) =>
              partnerJsonLd(partner, {
                pageUrl,
                anchor: partnerAnchor(partner.slug),
                brand: settings.company_name,
              }),
            ),
          ),
        }}
      />
      <div className="locator-page section tone-light">
        <div className="wrap max-w-7xl">
          <p className="eyebrow mb-3">
            <PageLink href={locatorPath(locale)} className="link-underline">
              {t('menu')}
            </PageLink>
          </p>
          <h1 className="heading-1 mb-4">{t('countryTitle', { where })}</h1>
          <p className="mb-8 max-w-3xl text-lg text-steel-700">
            {t('countryLead', { where, count })}
          </p>
          <form
            method="get"
            action={locatorSearchPath(locale)}
            className="locator-quick"
            role="search"
          >
            <label htmlFor="locator-quick-place">{t('quickSearch')}</label>
            <div className="locator-place-row">
              <input
                id="locator-quick-place"
                type="text"
                name="luogo"
                autoComplete="address-level2"
                maxLength={100}
              />
              <button type="submit" className="button button-primary button-compact">
                {t('submit')}
              </button>
            </div>
          </form>
          {regions.map((region) => (
            <section
              key={region.region}
              aria-labelledby={`region-${region.partners[0]?.slug}`}
              className="locator-region"
              data-region={region.region}
            >
              <h2 id={`region-${region.partners[0]?.slug}`} className="heading-3">
                {region.region || name}
              </h2>
              <ul className="locator-answers">
                {region.partners.map((partner) => (
                  <li key={partner.slug}>
                    <PartnerCard partner={partner} words={words} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section aria-labelledby="locator-countries-title" className="locator-by-country">
            <h2 id="locator-countries-title" className="heading-3">
              {t('countries')}
            </h2>
            <CountryList partners={partners} words={words} current={country} />
          </section>
        </div>
      </div>
    </SiteFrame>
  );
}
