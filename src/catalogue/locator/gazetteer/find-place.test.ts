import { beforeAll, describe, expect, it } from 'vitest';
import { candidateText } from '../locator';
import type { CountryCode } from './countries';
import { findPlace, MAX_PLACE_LENGTH, placeById, type PlaceResult } from './find-place';
import type { Gazetteer } from './gazetteer';
import { loadGazetteer } from './load';
import { placeKey } from './normalize';
import { POSTAL_SYSTEMS, type PostcodeCountry } from './postal-areas';

// The real data set (the npm package's file): what the page will find is what is tested.
let gazetteer: Gazetteer;
beforeAll(async () => {
  gazetteer = await loadGazetteer();
}, 60_000);

const found = (result: PlaceResult) =>
  result.kind === 'found'
    ? `${result.place.name}, ${result.place.country}`
    : `${result.kind}: ${JSON.stringify(result)}`;

describe('a place written in any of the five languages', () => {
  // [what a visitor writes, the place it is]: the cities' names in it, en, es, fr and de, with
  // and without their accents, and in capitals.
  const places: Array<[string, string]> = [
    ['Monaco di Baviera', 'Munich, DE'],
    ['Munich', 'Munich, DE'],
    ['Múnich', 'Munich, DE'],
    ['München', 'Munich, DE'],
    ['Muenchen', 'Munich, DE'],
    ['munchen', 'Munich, DE'],
    ['Milano', 'Milan, IT'],
    ['Milán', 'Milan, IT'],
    ['Mailand', 'Milan, IT'],
    ['Colonia', 'Köln, DE'],
    ['Cologne', 'Köln, DE'],
    ['Koeln', 'Köln, DE'],
    ['KÖLN', 'Köln, DE'],
    ['Vienna', 'Vienna, AT'],
    ['Viena', 'Vienna, AT'],
    ['Wien', 'Vienna, AT'],
    ['Ginevra', 'Genève, CH'],
    ['Geneva', 'Genève, CH'],
    ['Ginebra', 'Genève, CH'],
    ['Genf', 'Genève, CH'],
    ['Geneve', 'Genève, CH'],
    ['Varsavia', 'Warsaw, PL'],
    ['Varsovie', 'Warsaw, PL'],
    ['Varsovia', 'Warsaw, PL'],
    ['Warschau', 'Warsaw, PL'],
    ['Warszawa', 'Warsaw, PL'],
    ['Bruxelles', 'Brussels, BE'],
    ['Brüssel', 'Brussels, BE'],
    ['Bruselas', 'Brussels, BE'],
    ['Brussel', 'Brussels, BE'],
    ['Londra', 'London, GB'],
    ['Londres', 'London, GB'],
    ['Zurigo', 'Zürich, CH'],
    ['Zurich', 'Zürich, CH'],
    ['Zuerich', 'Zürich, CH'],
    ["L'Aia", 'The Hague, NL'],
    ['La Haye', 'The Hague, NL'],
    ['Den Haag', 'The Hague, NL'],
    ['Siviglia', 'Sevilla, ES'],
    ['Séville', 'Sevilla, ES'],
    ['Cracovia', 'Kraków, PL'],
    ['Krakau', 'Kraków, PL'],
    ['Krakow', 'Kraków, PL'],
    ['Aquisgrana', 'Aachen, DE'],
    ['Aix-la-Chapelle', 'Aachen, DE'],
    ['Anversa', 'Antwerpen, BE'],
    ['Amberes', 'Antwerpen, BE'],
    ['Nizza', 'Nice, FR'],
    ['Lione', 'Lyon, FR'],
    ['saint etienne', 'Saint-Étienne, FR'],
    ['Forli', 'Forlì, IT'],
    ['Rom', 'Rome, IT'],
    ['Valencia', 'Valencia, ES'],
    ['Neapel', 'Naples, IT'],
  ];
  it.each(places)('"%s" is %s', (written, place) => {
    expect(found(findPlace(gazetteer, written))).toBe(place);
  });

  it('gives the region of the place found, in the region’s language', () => {
    const result = findPlace(gazetteer, 'Monaco di Baviera');
    expect(result).toMatchObject({ kind: 'found', precision: 'place' });
    expect(result.kind === 'found' && result.place).toMatchObject({
      region: 'Bayern',
      country: 'DE',
      lat: 48.13743,
      lng: 11.57549,
    });
  });
});

describe('a name several places have', () => {
  it('offers its candidates, with region and country, most people first', () => {
    const result = findPlace(gazetteer, 'Frankfurt');
    expect(result.kind).toBe('ambiguous');
    const candidates = result.kind === 'ambiguous' ? result.candidates : [];
    expect(candidates.map((place) => [place.name, place.region, place.country])).toEqual([
      ['Frankfurt am Main', 'Hessen', 'DE'],
      ['Frankfurt (Oder)', 'Brandenburg', 'DE'],
    ]);
    // Each candidate's link finds that one place.
    for (const place of candidates) {
      expect(findPlace(gazetteer, candidateText(place))).toEqual({
        kind: 'found',
        place,
        precision: 'place',
      });
    }
  });

  it('offers at most eight candidates however many places share the name', () => {
    const result = findPlace(gazetteer, 'Neustadt');
    expect(result.kind === 'ambiguous' && result.candidates.length).toBe(8);
  });

  it('is one place when written with its region or country', () => {
    expect(found(findPlace(gazetteer, 'Frankfurt, Brandenburg'))).toBe('Frankfurt (Oder), DE');
    expect(found(findPlace(gazetteer, 'Valencia (Francia)'))).toBe('Valence, FR');
    expect(found(findPlace(gazetteer, 'Valencia, FR'))).toBe('Valence, FR');
  });

  it('is the place of the country asked for (the quote e-mail’s)', () => {
    expect(found(findPlace(gazetteer, 'Valencia', { country: 'FR' }))).toBe('Valence, FR');
    expect(found(findPlace(gazetteer, 'Rom', { country: 'DE' }))).toBe('Rom, DE');
  });
});

describe('a postcode', () => {
  const postcode = (written: string, postcodeCountry?: CountryCode) =>
    found(findPlace(gazetteer, written, { postcodeCountry }));

  it('of Germany, Italy, France, Spain, Austria and Switzerland is its postal area’s town', () => {
    expect(postcode('80331', 'DE')).toBe('Munich, DE');
    expect(postcode('20121', 'IT')).toBe('Milan, IT');
    expect(postcode('75001', 'FR')).toBe('Paris, FR');
    expect(postcode('28013', 'ES')).toBe('Madrid, ES');
    expect(postcode('14469', 'DE')).toBe('Potsdam, DE');
    const result = findPlace(gazetteer, '20121', { postcodeCountry: 'IT' });
    expect(result.kind === 'found' && result.precision).toBe('postal-area');
  });

  it('that several countries have offers each, unless the language or its prefix names one', () => {
    const result = findPlace(gazetteer, '80331');
    expect(
      result.kind === 'ambiguous' &&
        result.candidates.map((place) => `${place.name}, ${place.country}`),
    ).toEqual(['Munich, DE', 'Naples, IT', 'Amiens, FR']);
    expect(postcode('D-80331')).toBe('Munich, DE');
    expect(postcode('I-20121')).toBe('Milan, IT');
    expect(postcode('F 75001')).toBe('Paris, FR');
    expect(postcode('75001 FR')).toBe('Paris, FR');
    expect(postcode('A-1010')).toBe('Vienna, AT');
    expect(postcode('CH-8001')).toBe('Zürich, CH');
    const vienna = findPlace(gazetteer, '1010');
    expect(vienna.kind === 'ambiguous' && vienna.candidates.map((place) => place.name)).toEqual([
      'Vienna',
      'Lausanne',
    ]);
  });

  it('of no postal area, or with a prefix no country has, is unknown', () => {
    // Germany has no area 62: the language's country cannot decide between Italy's and France's.
    const macerataOrArras = findPlace(gazetteer, '62100', { postcodeCountry: 'DE' });
    expect(macerataOrArras.kind === 'ambiguous' && macerataOrArras.candidates.length).toBe(2);
    expect(findPlace(gazetteer, '0123').kind).toBe('unknown');
    expect(findPlace(gazetteer, 'X-80331').kind).toBe('unknown');
    expect(findPlace(gazetteer, 'D-80331-DE').kind).toBe('unknown');
    expect(findPlace(gazetteer, '80331', { country: 'GB' }).kind).toBe('unknown');
  });

  it('areas are towns the gazetteer has, in their country', () => {
    for (const [country, system] of Object.entries(POSTAL_SYSTEMS)) {
      for (const town of new Set(Object.values(system.areas))) {
        const [match] = gazetteer.placesOf(placeKey(town), 1, country as PostcodeCountry);
        const place = match && gazetteer.place(match.index);
        expect(place && place.population >= 5_000 ? country : `${town}?`).toBe(country);
      }
    }
  });
});

describe('what is not a place', () => {
  it('is unknown, with what was written, printable and short', () => {
    expect(findPlace(gazetteer, 'Atlantis')).toEqual({ kind: 'unknown', text: 'Atlantis' });
    expect(findPlace(gazetteer, '!!!')).toEqual({ kind: 'unknown', text: '!!!' });
    expect(findPlace(gazetteer, 'Qwzx\u0000yz')).toEqual({ kind: 'unknown', text: 'Qwzxyz' });
  });

  it('is refused past MAX_PLACE_LENGTH characters, without looking it up', () => {
    expect(findPlace(gazetteer, 'a'.repeat(MAX_PLACE_LENGTH))).toEqual({
      kind: 'unknown',
      text: `${'a'.repeat(59)}…`,
    });
    expect(findPlace(gazetteer, 'a'.repeat(MAX_PLACE_LENGTH + 1))).toEqual({
      kind: 'too-long',
      max: MAX_PLACE_LENGTH,
    });
    expect(findPlace(gazetteer, 'Brescia'.repeat(300)).kind).toBe('too-long');
  });

  it('is empty when nothing is written', () => {
    expect(findPlace(gazetteer, '   ')).toEqual({ kind: 'empty' });
  });
});

describe('a place chosen by its id', () => {
  it('is that place, or none', () => {
    expect(placeById(gazetteer, 3173435)?.name).toBe('Milan');
    expect(placeById(gazetteer, 1)).toBeUndefined();
  });
});
