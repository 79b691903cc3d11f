import { describe, expect, it } from 'vitest';
import { partner } from '@/catalogue/locator/test-partners';
import { jsonLdText } from '@/site/format/json-ld';
import { partnerJsonLd } from './partner-json-ld';

describe('a partner’s structured data', () => {
  const isar = partner(
    'Schweißtechnik Isar',
    { lat: 48.127155, lng: 11.580784 },
    {
      street: 'Landsberger Straße 302',
      postcode: '80687',
      city: 'München',
      region: 'Bayern',
      country: 'DE',
      phone: '+498945201736',
      email: 'info@isar.example',
      website: 'https://www.isar.example',
      openingHours: 'Mo-Fr 07:30-17:00',
      languages: ['de', 'en'],
    },
  );

  it('is a LocalBusiness with its address, position and contacts', () => {
    const data = partnerJsonLd(isar, {
      pageUrl: 'https://fortarc.example/de/haendler-und-service/deutschland',
      anchor: 'partner-isar',
      brand: 'Fortarc',
    });
    expect(data).toEqual({
      '@type': 'LocalBusiness',
      '@id': 'https://fortarc.example/de/haendler-und-service/deutschland#partner-isar',
      name: 'Schweißtechnik Isar',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Landsberger Straße 302',
        postalCode: '80687',
        addressLocality: 'München',
        addressRegion: 'Bayern',
        addressCountry: 'DE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 48.127155, longitude: 11.580784 },
      telephone: '+498945201736',
      email: 'info@isar.example',
      url: 'https://www.isar.example',
      openingHours: 'Mo-Fr 07:30-17:00',
      knowsLanguage: ['de', 'en'],
      brand: { '@type': 'Brand', name: 'Fortarc' },
    });
  });

  it('leaves out what the partner has not given, and cannot close its script element', () => {
    const bare = partnerJsonLd(
      { ...isar, name: '</script><b>', website: undefined, openingHours: undefined, languages: [] },
      { pageUrl: 'https://x.example/p', anchor: 'a', brand: 'F' },
    );
    const text = jsonLdText(bare);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).not.toHaveProperty('url');
    expect(JSON.parse(text)).not.toHaveProperty('openingHours');
    expect(JSON.parse(text)).not.toHaveProperty('knowsLanguage');
  });
});
