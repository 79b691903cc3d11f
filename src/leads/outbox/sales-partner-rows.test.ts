import { describe, expect, it } from 'vitest';
import type { SalesPartner } from '../sales-partners';
import { salesPartnerRows } from './sales-partner-rows';

const isar: SalesPartner = {
  name: 'Schweißtechnik Isar',
  street: 'Landsberger Straße 155',
  postcode: '80687',
  city: 'München',
  phone: '+49891234567',
  email: 'info@isar.example',
};
const franken: SalesPartner = {
  name: 'Franken Schweiß- und Schneidtechnik',
  street: 'Südwestpark 10',
  postcode: '90449',
  city: 'Nürnberg',
  phone: '+499111234567',
  email: 'info@franken.example',
};

describe('the rows naming the sales partners', () => {
  it('are the nearest, one line each, with the distance in whole km', () => {
    expect(
      salesPartnerRows([
        { ...isar, distanceKm: 3.4 },
        { ...franken, distanceKm: 1150.6 },
      ]),
    ).toEqual([
      '',
      'Rivenditori più vicini al visitatore:',
      '  - Schweißtechnik Isar, Landsberger Straße 155, 80687 München – tel. +49891234567 – info@isar.example – 3 km',
      '  - Franken Schweiß- und Schneidtechnik, Südwestpark 10, 90449 Nürnberg – tel. +499111234567 – info@franken.example – 1151 km',
    ]);
  });

  it('say they are only the country’s when no place was known', () => {
    const rows = salesPartnerRows([franken, isar]);
    expect(rows[1]).toBe('Rivenditori nel paese del visitatore:');
    expect(rows[2]).not.toMatch(/km$/);
  });

  it('are none without partners', () => {
    expect(salesPartnerRows([])).toEqual([]);
  });

  it('keep a partner to one line whatever its content holds', () => {
    const rows = salesPartnerRows([{ ...isar, name: 'Isar\nBcc: x@evil.example\u202E' }]);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatch(/^ {2}- Isar Bcc: x@evil\.example, Landsberger/);
  });
});
