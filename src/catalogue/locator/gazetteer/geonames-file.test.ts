import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from './countries';
import { parseGeoNamesLine, readGeoNamesPlaces, type GeoNamesPlace } from './geonames-file';

/** A line of GeoNames' cities500, as in the file. */
function line(
  id: number,
  name: string,
  alternates: string,
  country: string,
  population: number,
  code = 'PPL',
): string {
  return [
    ...[id, name, name, alternates, '45.46427', '9.18951', 'P', code, country, ''],
    ...['09', 'MI', '015146', '', population, '', '122', 'Europe/Rome', '2024-01-01'],
  ].join('\t');
}

const MILAN = line(3173435, 'Milan', 'Mailand,Milano,Milán,Мілан', 'IT', 1371498, 'PPLA');
const BERLIN = line(2950159, 'Berlin', 'Berlino', 'DE', 3426354, 'PPLC');
const ONLY: ReadonlySet<CountryCode> = new Set(['IT']);
const parse = (text: string, countries = ONLY) => {
  const bytes = Buffer.from(text);
  return parseGeoNamesLine(bytes, 0, bytes.length, countries);
};

describe('a line of the data set', () => {
  it('is read as a place, with its alternate names', () => {
    expect(parse(MILAN)).toEqual({
      id: 3173435,
      name: 'Milan',
      alternateNames: ['Mailand', 'Milano', 'Milán', 'Мілан'],
      lat: 45.46427,
      lng: 9.18951,
      country: 'IT',
      admin1: '09',
      population: 1371498,
    });
  });

  it('is skipped outside the countries asked, gone, or malformed', () => {
    expect(parse(BERLIN)).toBeUndefined();
    expect(parse(BERLIN, new Set<CountryCode>(['DE']))).toMatchObject({ name: 'Berlin' });
    expect(parse(line(1, 'Old town', '', 'IT', 0, 'PPLH'))).toBeUndefined();
    expect(parse(line(1, 'Abandoned', '', 'IT', 0, 'PPLQ'))).toBeUndefined();
    expect(parse('3173435\tMilan\tMilan')).toBeUndefined();
    expect(parse(MILAN.replace('45.46427', '145.5'))).toBeUndefined();
    expect(parse(MILAN.replace('3173435', 'x'))).toBeUndefined();
    expect(parse('')).toBeUndefined();
  });
});

describe('reading the data set file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'geonames-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function read(text: string, chunk?: number): Promise<GeoNamesPlace[]> {
    const file = path.join(dir, `cities-${Math.random()}.txt`);
    await writeFile(file, text);
    const places: GeoNamesPlace[] = [];
    await readGeoNamesPlaces(new Set(['IT', 'DE']), (place) => places.push(place), file, chunk);
    return places;
  }

  it('hands over every place, across buffer ends, with or without a last newline', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => line(i + 1, `Paese ${i}`, 'Ü,ü', 'IT', i));
    for (const chunk of [256, 301, 4096]) {
      const places = await read(`${lines.join('\n')}\n${BERLIN}`, chunk);
      expect(places.map((place) => place.name)).toEqual([
        ...lines.map((_, i) => `Paese ${i}`),
        'Berlin',
      ]);
    }
    expect(await read(`${MILAN}\n`)).toHaveLength(1);
  });

  it('stops on a line longer than its buffer instead of growing it without end', async () => {
    await expect(read(`${MILAN}\n`, 64)).rejects.toThrow(/a line longer than 64 bytes/);
  });
});
