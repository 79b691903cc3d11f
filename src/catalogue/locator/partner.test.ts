import { beforeAll, describe, expect, it } from 'vitest';
import type { PartnerBlok } from '@/content/generated/components';
import { distanceKm } from './distance';
import { COUNTRIES } from './gazetteer/countries';
import { findPlace } from './gazetteer/find-place';
import { loadGazetteer } from './gazetteer/load';
import { PARTNER_KINDS, partnerFromContent, type Partner } from './partner';
import { demoPartners } from './test-partners';

describe('a partner from its content', () => {
  const content: PartnerBlok = {
    component: 'partner',
    _uid: 'p',
    name: 'Brescia Saldature',
    kinds: ['service', 'sales', 'laser'],
    street: "Via dell'Industria 12",
    postcode: '25125',
    city: 'Brescia',
    region: 'Lombardia',
    country: 'IT',
    latitude: '45.547423',
    longitude: '10.236955',
    phone: '+390302400781',
    email: 'info@brescia-saldature.example',
    website: { linktype: 'url', url: 'https://www.brescia-saldature.example' },
    opening_hours: 'Mo-Fr 08:00-12:30,14:00-18:00',
    languages: ['it', 'en'],
    families: ['manual-welding'],
    authorised_repairer: true,
  };

  it('has numbers as numbers, the known kinds in their order, and a web address', () => {
    expect(partnerFromContent('brescia-saldature', content)).toEqual({
      slug: 'brescia-saldature',
      name: 'Brescia Saldature',
      kinds: ['sales', 'service'],
      street: "Via dell'Industria 12",
      postcode: '25125',
      city: 'Brescia',
      region: 'Lombardia',
      country: 'IT',
      lat: 45.547423,
      lng: 10.236955,
      phone: '+390302400781',
      email: 'info@brescia-saldature.example',
      website: 'https://www.brescia-saldature.example',
      openingHours: 'Mo-Fr 08:00-12:30,14:00-18:00',
      languages: ['it', 'en'],
      families: ['manual-welding'],
      authorisedRepairer: true,
    });
  });

  it('is none without a country the locator covers or without coordinates', () => {
    expect(partnerFromContent('x', { ...content, country: '' })).toBeUndefined();
    expect(partnerFromContent('x', { ...content, latitude: '' })).toBeUndefined();
    expect(partnerFromContent('x', { ...content, longitude: '200' })).toBeUndefined();
  });

  it('has no website that is not a web address', () => {
    const partner = partnerFromContent('x', {
      ...content,
      website: { linktype: 'url', url: 'javascript:alert(1)' },
    });
    expect(partner?.website).toBeUndefined();
  });
});

describe('the demo partners', () => {
  let partners: Partner[];
  beforeAll(async () => {
    partners = await demoPartners();
  });

  it('are about 80, every kind and family in every one of the ten countries', () => {
    expect(partners).toHaveLength(80);
    for (const country of COUNTRIES) {
      const of = partners.filter((partner) => partner.country === country);
      const kinds = new Set(of.flatMap((partner) => partner.kinds));
      const families = new Set(of.flatMap((partner) => partner.families));
      expect([country, [...kinds].sort()]).toEqual([country, [...PARTNER_KINDS].sort()]);
      expect([country, families.size]).toEqual([country, 3]);
    }
  });

  it('are where their city is (within 5 km of its centre in the gazetteer)', async () => {
    const gazetteer = await loadGazetteer();
    for (const partner of partners) {
      const city = findPlace(gazetteer, partner.city, { country: partner.country });
      const away = city.kind === 'found' ? distanceKm(city.place, partner) : Infinity;
      expect([partner.slug, away < 5]).toEqual([partner.slug, true]);
    }
  }, 60_000);

  it('have phone numbers of their country in E.164 and addresses on .example', () => {
    const dial = {
      IT: '39',
      DE: '49',
      FR: '33',
      ES: '34',
      AT: '43',
      CH: '41',
      GB: '44',
      PL: '48',
      NL: '31',
      BE: '32',
    };
    for (const partner of partners) {
      expect(partner.phone).toMatch(new RegExp(`^\\+${dial[partner.country]}\\d{7,12}$`));
      expect(partner.email).toMatch(/@[a-z0-9-]+\.example$/);
    }
  });
});
