import { describe, expect, it } from 'vitest';
import type { Origin } from '@/catalogue/locator/locator';
import type { Place } from '@/catalogue/locator/gazetteer/gazetteer';
import { placeLabel } from './place-label';

const munich: Place = {
  id: 2867714,
  name: 'Munich',
  region: 'Bayern',
  country: 'DE',
  lat: 48.13743,
  lng: 11.57549,
  population: 1260391,
};
const at = (place: Place, precision: Origin['precision'] = 'place'): Origin => ({
  lat: place.lat,
  lng: place.lng,
  place,
  precision,
});

describe('the searched place’s name in the answer', () => {
  it('keeps the visitor’s words where the data set names the place in another language', () => {
    expect(placeLabel('München', at(munich))).toBe('München');
    expect(placeLabel('  Monaco di Baviera ', at(munich))).toBe('Monaco di Baviera');
  });

  it('takes the data set’s spelling for the same name, and for a chosen candidate', () => {
    expect(placeLabel('munich', at(munich))).toBe('Munich');
    const brescia = { ...munich, name: 'Brescia', region: 'Lombardia', country: 'IT' as const };
    expect(placeLabel('BRESCIA', at(brescia))).toBe('Brescia');
    const frankfurt = { ...munich, name: 'Frankfurt (Oder)', region: 'Brandenburg' };
    expect(placeLabel('Frankfurt (Oder), Brandenburg', at(frankfurt))).toBe('Frankfurt (Oder)');
  });

  it('names a postcode with the town of its area, in the area’s own language', () => {
    expect(placeLabel('80331', at(munich, 'postal-area'))).toBe('80331 München');
    expect(placeLabel('D-80331', at(munich, 'postal-area'))).toBe('D-80331 München');
  });

  it('names nothing for a position', () => {
    expect(placeLabel(undefined, { lat: 45, lng: 10, precision: 'position' })).toBe('');
  });
});
