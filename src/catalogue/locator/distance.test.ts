import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM, isLatLng } from './distance';

const MILAN = { lat: 45.46427, lng: 9.18951 };
const MUNICH = { lat: 48.13743, lng: 11.57549 };
const PARIS = { lat: 48.85341, lng: 2.3488 };
const LONDON = { lat: 51.50853, lng: -0.12574 };
const MADRID = { lat: 40.4165, lng: -3.70256 };
const BARCELONA = { lat: 41.38879, lng: 2.15899 };

describe('the distance between two points', () => {
  it('is the great circle’s, for pairs whose distance is known', () => {
    // Published great-circle distances between the city centres, to the kilometre.
    expect(distanceKm(MILAN, MUNICH)).toBeCloseTo(349, -1);
    expect(distanceKm(PARIS, LONDON)).toBeCloseTo(344, -1);
    expect(distanceKm(MADRID, BARCELONA)).toBeCloseTo(505, -1);
  });

  it('is zero at the same point, the same both ways, and half the circumference at the antipode', () => {
    expect(distanceKm(MILAN, MILAN)).toBe(0);
    expect(distanceKm(MUNICH, MILAN)).toBe(distanceKm(MILAN, MUNICH));
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_KM,
      6,
    );
  });

  it('measures one degree of latitude as 111.2 km anywhere', () => {
    expect(distanceKm({ lat: 45, lng: 9 }, { lat: 46, lng: 9 })).toBeCloseTo(111.195, 3);
    expect(distanceKm({ lat: -10, lng: 100 }, { lat: -11, lng: 100 })).toBeCloseTo(111.195, 3);
  });

  it('takes only finite coordinates in range', () => {
    expect(isLatLng(45.5, 10.2)).toBe(true);
    expect(isLatLng(-90, 180)).toBe(true);
    expect(isLatLng(91, 0)).toBe(false);
    expect(isLatLng(0, -180.5)).toBe(false);
    expect(isLatLng(Number.NaN, 0)).toBe(false);
    expect(isLatLng(0, Number.POSITIVE_INFINITY)).toBe(false);
  });
});
