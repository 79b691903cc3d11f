import { describe, expect, it } from 'vitest';
import { buildGazetteer } from './gazetteer/gazetteer';
import type { GeoNamesPlace } from './gazetteer/geonames-file';
import { answerLocatorQuery, salesPartnersFor } from './locator';
import { DEFAULT_RADIUS, type LocatorQuery } from './query';
import { north, partner } from './test-partners';

/** A gazetteer of a few places, as the data set has them. */
function place(
  id: number,
  name: string,
  alternates: string[],
  at: [number, number],
  extra: Partial<GeoNamesPlace> = {},
): GeoNamesPlace {
  return {
    id,
    name,
    alternateNames: alternates,
    lat: at[0],
    lng: at[1],
    country: 'IT',
    admin1: '09',
    population: 100_000,
    ...extra,
  };
}
const BRESCIA = place(3181554, 'Brescia', ['Brixia'], [45.53558, 10.21472], {
  population: 196_745,
});
const MILAN = place(3173435, 'Milan', ['Milano', 'Mailand'], [45.46427, 9.18951], {
  population: 1_371_498,
});
const MUNICH = place(2867714, 'Munich', ['München'], [48.13743, 11.57549], {
  country: 'DE',
  admin1: '02',
  population: 1_260_391,
});
const NAPLES = place(3172394, 'Naples', ['Napoli'], [40.85216, 14.26811], { admin1: '04' });
const FRANKFURT_MAIN = place(2925533, 'Frankfurt am Main', ['Frankfurt'], [50.11552, 8.68417], {
  country: 'DE',
  admin1: '05',
  population: 650_000,
});
const FRANKFURT_ODER = place(2925535, 'Frankfurt (Oder)', ['Frankfurt'], [52.34714, 14.55062], {
  country: 'DE',
  admin1: '11',
  population: 57_015,
});
const gazetteer = buildGazetteer([BRESCIA, MILAN, MUNICH, NAPLES, FRANKFURT_MAIN, FRANKFURT_ODER]);
const load = () => Promise.resolve(gazetteer);
const broken = () => Promise.reject(new Error('ENOENT: cities500.txt'));

const partners = [
  partner('Brescia sales', north(BRESCIA, 3), { kinds: ['sales'] }),
  partner('Milano service', north(MILAN, 1), { kinds: ['service'], families: ['plasma-cutting'] }),
  partner('München Vertrieb', north(MUNICH, 4), { country: 'DE', kinds: ['sales'] }),
];
const query = (change: Partial<LocatorQuery>): LocatorQuery => ({
  kinds: [],
  radius: DEFAULT_RADIUS,
  ...change,
});

describe('the page’s answer', () => {
  it('is the partners near the place written, nearest first, with the place', async () => {
    const answer = await answerLocatorQuery(partners, query({ place: 'Milano' }), {
      locale: 'it',
      gazetteer: load,
    });
    expect(answer.kind).toBe('results');
    if (answer.kind !== 'results') return;
    expect(answer.origin).toMatchObject({ place: { name: 'Milan' }, precision: 'place' });
    expect(answer.search.answers.map((found) => found.partner.name)).toEqual([
      'Milano service',
      'Brescia sales',
    ]);
  });

  it('applies the kinds and the family', async () => {
    const answer = await answerLocatorQuery(
      partners,
      query({ place: 'Brescia', kinds: ['service'], family: 'plasma-cutting' }),
      { locale: 'it', gazetteer: load },
    );
    expect(
      answer.kind === 'results' && answer.search.answers.map((found) => found.partner.name),
    ).toEqual(['Milano service']);
  });

  it('reads a bare postcode as the language’s country: Munich in German, Naples in Italian', async () => {
    const de = await answerLocatorQuery(partners, query({ place: '80331', radius: 25 }), {
      locale: 'de',
      gazetteer: load,
    });
    expect(de.kind === 'results' && [de.origin.place?.name, de.origin.precision]).toEqual([
      'Munich',
      'postal-area',
    ]);
    expect(de.kind === 'results' && de.search.answers.map((found) => found.partner.name)).toEqual([
      'München Vertrieb',
    ]);
    const it = await answerLocatorQuery(partners, query({ place: '80331' }), {
      locale: 'it',
      gazetteer: load,
    });
    expect(it.kind === 'results' && it.origin.place?.name).toBe('Naples');
    const en = await answerLocatorQuery(partners, query({ place: '80331' }), {
      locale: 'en',
      gazetteer: load,
    });
    expect(en.kind === 'place' && en.result.kind).toBe('ambiguous');
  });

  it('answers "Near me" from the position, without the gazetteer', async () => {
    const answer = await answerLocatorQuery(
      partners,
      query({ position: { lat: 45.54, lng: 10.22 }, place: 'Milano' }),
      { locale: 'en', gazetteer: broken },
    );
    expect(answer.kind === 'results' && answer.origin).toEqual({
      lat: 45.54,
      lng: 10.22,
      precision: 'position',
    });
  });

  it('offers the candidates of an ambiguous place, says an unknown one, and waits for a place', async () => {
    const ask = (place?: string) =>
      answerLocatorQuery(partners, query({ place }), { locale: 'de', gazetteer: load });
    const frankfurt = await ask('Frankfurt');
    expect(
      frankfurt.kind === 'place' &&
        frankfurt.result.kind === 'ambiguous' &&
        frankfurt.result.candidates.map((found) => found.name),
    ).toEqual(['Frankfurt am Main', 'Frankfurt (Oder)']);
    expect(await ask('Atlantis')).toEqual({
      kind: 'place',
      result: { kind: 'unknown', text: 'Atlantis' },
    });
    expect(await ask(undefined)).toEqual({ kind: 'idle' });
    expect(await ask('   ')).toEqual({ kind: 'idle' });
  });

  it('is "unavailable" when the gazetteer cannot be read', async () => {
    expect(
      await answerLocatorQuery(partners, query({ place: 'Milano' }), {
        locale: 'it',
        gazetteer: broken,
      }),
    ).toEqual({ kind: 'unavailable' });
  });
});

describe('the quote e-mail’s sales partners', () => {
  it('are the nearest sales partners of the visitor’s country to the place given', async () => {
    const answers = await salesPartnersFor(partners, 'it', 'Milano', 2, load);
    expect(answers.map((answer) => answer.partner.name)).toEqual(['Brescia sales']);
    expect(answers[0]?.distanceKm).toBeGreaterThan(80);
  });

  it('are the country’s without distances when the place is unknown, absent or unreadable', async () => {
    for (const answers of [
      await salesPartnersFor(partners, 'DE', 'Atlantis', 2, load),
      await salesPartnersFor(partners, 'DE', undefined, 2, load),
      await salesPartnersFor(partners, 'DE', 'München', 2, broken),
    ]) {
      expect(answers).toEqual([{ partner: partners[2] }]);
    }
  });

  it('are none for a country the locator does not cover', async () => {
    expect(await salesPartnersFor(partners, 'US', 'Boston', 2, load)).toEqual([]);
    expect(await salesPartnersFor(partners, '', undefined, 2, load)).toEqual([]);
  });
});
