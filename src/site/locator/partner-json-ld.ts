import type { Partner } from '@/catalogue/locator/partner';
import type { JsonLdValue } from '@/site/format/json-ld';

/**
 * A partner as schema.org's LocalBusiness, for its country's page: what the page shows of it,
 * with `@id` the partner's anchor on that page. The opening hours are already in schema.org's
 * own notation, as the content model asks for them.
 */
export function partnerJsonLd(
  partner: Partner,
  { pageUrl, anchor, brand }: { pageUrl: string; anchor: string; brand: string },
): { [key: string]: JsonLdValue } {
  return {
    '@type': 'LocalBusiness',
    '@id': `${pageUrl}#${anchor}`,
    name: partner.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: partner.street,
      postalCode: partner.postcode,
      addressLocality: partner.city,
      addressRegion: partner.region || undefined,
      addressCountry: partner.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: partner.lat, longitude: partner.lng },
    telephone: partner.phone,
    email: partner.email,
    url: partner.website,
    openingHours: partner.openingHours,
    knowsLanguage: partner.languages.length > 0 ? [...partner.languages] : undefined,
    brand: { '@type': 'Brand', name: brand },
  };
}
