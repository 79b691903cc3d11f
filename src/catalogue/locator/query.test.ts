import { describe, expect, it } from 'vitest';
import { asksWhere, DEFAULT_RADIUS, locatorSearch, parseLocatorQuery } from './query';

const FAMILIES = new Set(['manual-welding', 'automation', 'plasma-cutting']);
const parse = (search: string) => parseLocatorQuery(new URLSearchParams(search), FAMILIES);

describe('the locator’s query', () => {
  it('reads every parameter, and writes them back in the parameters’ order', () => {
    const { query, notes } = parse(
      'raggio=50&famiglia=plasma-cutting&tipo=service&tipo=sales&luogo=%20Brescia%20',
    );
    expect(notes).toEqual([]);
    expect(query).toEqual({
      place: 'Brescia',
      kinds: ['sales', 'service'],
      family: 'plasma-cutting',
      radius: 50,
    });
    expect(asksWhere(query)).toBe(true);
    expect(locatorSearch(query)).toBe(
      '?luogo=Brescia&tipo=sales,service&famiglia=plasma-cutting&raggio=50',
    );
    expect(parse(locatorSearch(query).slice(1)).query).toEqual(query);
  });

  it('asks nothing of an empty query, and writes none', () => {
    const { query, notes } = parse('luogo=&tipo=&raggio=');
    expect(query).toEqual({ kinds: [], radius: DEFAULT_RADIUS });
    expect(notes).toEqual([]);
    expect(asksWhere(query)).toBe(false);
    expect(locatorSearch(query)).toBe('');
  });

  it('uses the default radius, with a note, for a radius of 0, 10^9, or any the form does not offer', () => {
    for (const radius of ['0', '1000000000', '75', '-50', 'far', '50.5']) {
      const { query, notes } = parse(`raggio=${radius}`);
      expect(query.radius).toBe(DEFAULT_RADIUS);
      expect(notes).toEqual([{ parameter: 'raggio', value: radius, reason: 'radius' }]);
    }
    expect(parse('raggio=250%20km').query.radius).toBe(250);
  });

  it('sets aside a 2,000-character place with a shortened note, and searches nothing', () => {
    const { query, notes } = parse(`luogo=${'Brescia'.repeat(300)}`);
    expect(query.place).toBeUndefined();
    expect(asksWhere(query)).toBe(false);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ parameter: 'luogo', reason: 'too-long' });
    expect(notes[0]?.value.length).toBeLessThanOrEqual(40);
  });

  it('keeps the first of repeated parameters and notes the others; kinds add up, once each', () => {
    const { query, notes } = parse(
      'luogo=Brescia&luogo=Milano&raggio=25&raggio=500&tipo=sales,rental&tipo=SALES',
    );
    expect(query).toMatchObject({ place: 'Brescia', radius: 25, kinds: ['sales', 'rental'] });
    expect(notes).toEqual([
      { parameter: 'luogo', value: 'Milano', reason: 'repeated' },
      { parameter: 'raggio', value: '500', reason: 'repeated' },
    ]);
  });

  it('sets aside unknown kinds and families with a note, printable and short', () => {
    const { query, notes } = parse('tipo=sales,laser,%00x&famiglia=robots');
    expect(query.kinds).toEqual(['sales']);
    expect(query.family).toBeUndefined();
    expect(notes).toEqual([
      { parameter: 'tipo', value: 'laser', reason: 'unknown' },
      { parameter: 'tipo', value: 'x', reason: 'unknown' },
      { parameter: 'famiglia', value: 'robots', reason: 'unknown' },
    ]);
  });

  it('reads only the first 16 values of a parameter however many are sent', () => {
    const search = Array.from({ length: 5000 }, (_, i) => `tipo=k${i}`).join('&');
    const { notes } = parse(search);
    expect(notes).toHaveLength(16);
  });

  it('takes "Near me" as a position, which wins over a place', () => {
    const { query, notes } = parse('lat=45.5416&lng=10,2118&luogo=Milano');
    expect(notes).toEqual([]);
    expect(query.position).toEqual({ lat: 45.5416, lng: 10.2118 });
    expect(locatorSearch(query)).toBe('?lat=45.54160&lng=10.21180');
  });

  it('notes a position that is not one, and keeps the place', () => {
    expect(parse('lat=91&lng=10&luogo=Milano')).toEqual({
      query: { place: 'Milano', kinds: [], radius: DEFAULT_RADIUS },
      notes: [{ parameter: 'lat', value: '91', reason: 'position' }],
    });
    expect(parse('lat=45.5').notes).toEqual([{ parameter: 'lng', value: '', reason: 'position' }]);
    expect(parse('lat=45&lng=1e3').notes).toEqual([
      { parameter: 'lng', value: '1e3', reason: 'position' },
    ]);
  });

  it('writes a change into the query: the next radius, a chosen place', () => {
    const { query } = parse('luogo=Frankfurt&tipo=service');
    expect(locatorSearch(query, { radius: 250 })).toBe('?luogo=Frankfurt&tipo=service&raggio=250');
    expect(locatorSearch(query, { place: 'Frankfurt (Oder), Brandenburg' })).toBe(
      '?luogo=Frankfurt%20(Oder)%2C%20Brandenburg&tipo=service',
    );
  });
});
