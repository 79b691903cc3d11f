import { beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '../catalogue/locator/partner';
import { demoPartners } from '../catalogue/locator/test-partners';
import { salesPartnersNamed } from './sales-partners';

/** The lookup a quote request makes, on the demo partners and the real gazetteer. */
describe('the sales partners a quote request names', () => {
  let partners: Partner[];
  beforeAll(async () => {
    partners = await demoPartners();
  });

  it('from Germany with the place "München": the two nearest German sales partners, with distances', async () => {
    const named = await salesPartnersNamed(partners, 'DE', 'München');
    expect(named.map((partner) => [partner.name, partner.city])).toEqual([
      ['Schweißtechnik Isar', 'München'],
      ['Franken Schweiß- und Schneidtechnik', 'Nürnberg'],
    ]);
    expect(named[0]!.distanceKm).toBeLessThan(5);
    // Munich to Nuremberg, as the crow flies: about 150 km
    expect(named[1]!.distanceKm).toBeCloseTo(150, -1);
    expect(named[0]).toMatchObject({ phone: expect.stringMatching(/^\+49/), email: /@/ });
  });

  it('from a country alone: its first two sales partners by name, without distances', async () => {
    const named = await salesPartnersNamed(partners, 'de');
    expect(named.map((partner) => partner.name)).toEqual([
      'Franken Schweiß- und Schneidtechnik',
      'Hanse Maschinenverleih',
    ]);
    expect(named.every((partner) => partner.distanceKm === undefined)).toBe(true);
  });

  it('from a country without partners, or an unknown place: none, or the country’s', async () => {
    expect(await salesPartnersNamed(partners, 'JP')).toEqual([]);
    expect(await salesPartnersNamed(partners, '')).toEqual([]);
    const unknown = await salesPartnersNamed(partners, 'IT', 'Xyzzyville');
    expect(unknown.map((partner) => partner.name)).toEqual([
      'Brescia Saldature',
      'Emilia Welding Academy',
    ]);
  });
});
