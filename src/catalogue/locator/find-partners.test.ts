import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';
import { findPartners, fitsFilters, RADIUS_TOLERANCE_KM, rankPartners } from './find-partners';
import { north, partner } from './test-partners';

const BRESCIA = { lat: 45.53558, lng: 10.21472 };
const none = { kinds: [] };

describe('the partners near a point', () => {
  it('puts a partner exactly at the radius inside it, and one 100 m past it outside', () => {
    const at = partner('At the radius', north(BRESCIA, 50));
    const past = partner('Past the radius', north(BRESCIA, 50 + RADIUS_TOLERANCE_KM + 0.05));
    expect(distanceKm(BRESCIA, at)).toBeCloseTo(50, 9);
    const search = findPartners([at, past], BRESCIA, none, 50);
    expect(search.answers.map((answer) => answer.partner.name)).toEqual(['At the radius']);
    expect(findPartners([past], BRESCIA, none, 50).answers).toEqual([]);
  });

  it('ranks nearest first, and partners at the same distance by name', () => {
    const far = partner('Far', north(BRESCIA, 40));
    const near = partner('Near', north(BRESCIA, 5));
    const sameB = partner('Beta', north(BRESCIA, 20));
    const sameA = partner('Alfa', north(BRESCIA, 20));
    const { answers } = findPartners([far, sameB, near, sameA], BRESCIA, none, 50);
    expect(answers.map((answer) => answer.partner.name)).toEqual(['Near', 'Alfa', 'Beta', 'Far']);
    expect(answers[0]?.distanceKm).toBeCloseTo(5, 6);
  });

  it('offers the next radius that has a partner when the radius has none', () => {
    const search = findPartners([partner('At 180 km', north(BRESCIA, 180))], BRESCIA, none, 50);
    expect(search).toMatchObject({ radius: 50, answers: [], nextRadius: 250 });
    expect(search.nearest).toBeUndefined();
  });

  it('names the nearest partner when not even the largest radius has one', () => {
    const search = findPartners([partner('Lisbon', north(BRESCIA, 1600))], BRESCIA, none, 500);
    expect(search.answers).toEqual([]);
    expect(search.nextRadius).toBeUndefined();
    expect(search.nearest?.partner.name).toBe('Lisbon');
    expect(search.nearest?.distanceKm).toBeCloseTo(1600, 6);
  });

  it('answers nothing, and offers nothing, when no partner fits the filters at all', () => {
    const search = findPartners(
      [partner('Sales only', BRESCIA)],
      BRESCIA,
      { kinds: ['rental'] },
      25,
    );
    expect(search).toEqual({ radius: 25, answers: [] });
  });
});

describe('the filters', () => {
  const sales = partner('Sales', BRESCIA, { kinds: ['sales'], families: ['manual-welding'] });
  const service = partner('Service', BRESCIA, {
    kinds: ['service', 'training'],
    families: ['plasma-cutting', 'automation'],
  });
  const rental = partner('Rental', BRESCIA, { kinds: ['rental'], families: ['manual-welding'] });
  const all = [sales, service, rental];
  const names = (kinds: Parameters<typeof fitsFilters>[1]['kinds'], family?: string) =>
    rankPartners(all, BRESCIA, { kinds, family }).map((answer) => answer.partner.name);

  it('keep every partner when none is set', () => {
    expect(names([])).toEqual(['Rental', 'Sales', 'Service']);
  });

  it('keep a partner of any of the kinds asked', () => {
    expect(names(['service'])).toEqual(['Service']);
    expect(names(['sales', 'rental'])).toEqual(['Rental', 'Sales']);
    expect(names(['training'])).toEqual(['Service']);
  });

  it('keep a partner that sells or services the family, and combine with the kinds', () => {
    expect(names([], 'manual-welding')).toEqual(['Rental', 'Sales']);
    expect(names([], 'automation')).toEqual(['Service']);
    expect(names(['sales'], 'manual-welding')).toEqual(['Sales']);
    expect(names(['service'], 'manual-welding')).toEqual([]);
  });
});
