import { describe, expect, it } from 'vitest';
import { partnerCountries, partnersByRegion } from './country-listing';
import { nearestSalesPartners } from './nearest-sales';
import { north, partner } from './test-partners';

const MUNICH = { lat: 48.13743, lng: 11.57549 };

describe('a country’s partners by region', () => {
  const partners = [
    partner('Zeta', MUNICH, { country: 'DE', region: 'Bayern', city: 'München' }),
    partner('Alpha', MUNICH, { country: 'DE', region: 'Bayern', city: 'München' }),
    partner('Nord', MUNICH, { country: 'DE', region: 'Baden-Württemberg', city: 'Ulm' }),
    partner('Augsburger', MUNICH, { country: 'DE', region: 'Bayern', city: 'Augsburg' }),
    partner('Milano', MUNICH, { country: 'IT', region: 'Lombardia' }),
  ];

  it('groups the country’s partners, regions in order, then by city and name', () => {
    expect(
      partnersByRegion(partners, 'DE', 'de').map((group) => [
        group.region,
        group.partners.map((member) => member.name),
      ]),
    ).toEqual([
      ['Baden-Württemberg', ['Nord']],
      ['Bayern', ['Augsburger', 'Alpha', 'Zeta']],
    ]);
    expect(partnersByRegion(partners, 'FR', 'fr')).toEqual([]);
  });

  it('lists the countries that have partners, with how many', () => {
    expect(partnerCountries(partners, ['IT', 'DE', 'FR'])).toEqual([
      { country: 'IT', count: 1 },
      { country: 'DE', count: 4 },
    ]);
  });
});

describe('the sales partners a quote request names', () => {
  const partners = [
    partner('Far sales', north(MUNICH, 120), { country: 'DE', kinds: ['sales'] }),
    partner('Near service', north(MUNICH, 2), { country: 'DE', kinds: ['service'] }),
    partner('Near sales', north(MUNICH, 10), { country: 'DE', kinds: ['sales', 'service'] }),
    partner('Middle sales', north(MUNICH, 60), { country: 'DE', kinds: ['sales'] }),
    partner('Austrian sales', north(MUNICH, 1), { country: 'AT', kinds: ['sales'] }),
  ];

  it('are the two nearest of the country that sell, with their distances', () => {
    const answers = nearestSalesPartners(partners, 'DE', MUNICH);
    expect(answers.map((answer) => answer.partner.name)).toEqual(['Near sales', 'Middle sales']);
    expect(answers[0]?.distanceKm).toBeCloseTo(10, 6);
    expect(nearestSalesPartners(partners, 'DE', MUNICH, 3)).toHaveLength(3);
  });

  it('are the country’s first by name, without distances, when the place is not known', () => {
    expect(nearestSalesPartners(partners, 'DE')).toEqual([
      { partner: partners[0] },
      { partner: partners[3] },
    ]);
    expect(nearestSalesPartners(partners, 'PL', MUNICH)).toEqual([]);
  });
});
