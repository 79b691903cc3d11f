import { describe, expect, it } from 'vitest';
import {
  boundsAround,
  boundsAroundAll,
  coordinates,
  directionsLink,
  embedUrl,
  mapLink,
  zoomLevel,
} from './osm';

const brescia = { lat: 45.51864, lon: 10.21347 };

describe('OpenStreetMap addresses', () => {
  it('reads coordinates stored as strings and refuses what is not a place', () => {
    expect(coordinates('45.518640', '10.213470')).toEqual(brescia);
    expect(coordinates('', '10')).toBeUndefined();
    expect(coordinates('91', '10')).toBeUndefined();
    expect(coordinates('north', 'east')).toBeUndefined();
  });

  it('keeps the zoom within the levels the map has', () => {
    expect(zoomLevel('5')).toBe(5);
    expect(zoomLevel('25')).toBe(18);
    expect(zoomLevel('0')).toBe(1);
    expect(zoomLevel('')).toBeUndefined();
    expect(zoomLevel(undefined)).toBeUndefined();
  });

  it('halves the area with each zoom level, centred on the place', () => {
    const [west5, south5, east5, north5] = boundsAround(brescia, 5);
    const [west6, , east6] = boundsAround(brescia, 6);
    expect(east5 - west5).toBeCloseTo(2 * (east6 - west6));
    expect((west5 + east5) / 2).toBeCloseTo(brescia.lon);
    expect((south5 + north5) / 2).toBeCloseTo(brescia.lat);
  });

  it('holds every place with a margin when no zoom is given', () => {
    const leonberg = { lat: 48.80125, lon: 9.00142 };
    const [west, south, east, north] = boundsAroundAll([brescia, leonberg]) ?? [];
    expect(west).toBeLessThan(9.00142);
    expect(east).toBeGreaterThan(10.21347);
    expect(south).toBeLessThan(45.51864);
    expect(north).toBeGreaterThan(48.80125);
    expect(boundsAroundAll([])).toBeUndefined();
  });

  it('builds the embed and the full-map addresses', () => {
    expect(embedUrl([10, 45, 11, 46], brescia)).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=10.00000%2C45.00000%2C11.00000%2C46.00000&layer=mapnik&marker=45.51864%2C10.21347',
    );
    expect(mapLink(brescia)).toBe(
      'https://www.openstreetmap.org/?mlat=45.51864&mlon=10.21347#map=16/45.51864/10.21347',
    );
  });

  it('asks for directions to a place, its address as the visitor reads it, and no start', () => {
    const link = new URL(directionsLink(brescia, 'Via dell’Arco 12, 25125 Brescia & Co'));
    expect(link.origin + link.pathname).toBe('https://www.openstreetmap.org/directions');
    expect(link.searchParams.get('to')).toBe('Via dell’Arco 12, 25125 Brescia & Co');
    expect(link.searchParams.get('route')).toBe(';45.51864,10.21347');
    expect([...link.searchParams.keys()]).toEqual(['to', 'route']);
  });
});
