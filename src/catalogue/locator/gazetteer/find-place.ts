import { COUNTRIES, type CountryCode } from './countries';
import type { Gazetteer, Match, Place } from './gazetteer';
import { placeKey } from './normalize';
import {
  isPostcodeCountry,
  POSTCODE_COUNTRIES,
  POSTCODE_PREFIXES,
  postalAreaTown,
  type PostcodeCountry,
} from './postal-areas';

/**
 * A place a visitor wrote (a city in any of the five languages, with or without accents, or a
 * postcode), found in the gazetteer. Every outcome is a result kind, never an exception; the work
 * is bounded by MAX_PLACE_LENGTH and a few map lookups, whatever is written.
 */

/** A place name or postcode longer than this is not looked up. */
export const MAX_PLACE_LENGTH = 100;
/** An ambiguous name offers at most this many places. */
export const MAX_CANDIDATES = 8;
/**
 * A name is the place with the most people when that place has this many times the people of the
 * next ("Rom": Rome, not the village of Rom in Mecklenburg); otherwise the visitor chooses
 * ("Frankfurt": am Main or an der Oder).
 */
export const DOMINANCE = 20;

export type Precision = 'place' | 'postal-area';

export type PlaceResult =
  | { kind: 'empty' }
  | { kind: 'too-long'; max: number }
  | { kind: 'unknown'; text: string }
  | { kind: 'found'; place: Place; precision: Precision }
  | { kind: 'ambiguous'; candidates: Place[]; precision: Precision };

export interface PlaceOptions {
  /** Only places in this country (the quote e-mail: the country the visitor gave). */
  country?: CountryCode;
  /**
   * The country a bare postcode that several countries have most likely belongs to (the page's
   * language, `POSTCODE_COUNTRY_OF_LOCALE`).
   */
  postcodeCountry?: CountryCode;
}

const POSTCODE = /^(?:([A-Za-z]{1,2})\s*[-–]?\s*)?(\d{4,5})(?:\s*[-–]?\s*([A-Za-z]{1,2}))?$/;
/** The places of one name a region or country picks among ("Neustadt, Hessen"). */
const MAX_QUALIFIED = 200;
/** How much of an unknown place the answer repeats. */
const MAX_ECHO = 60;

function echo(text: string): string {
  const printable = text.replace(/\p{C}/gu, '').trim();
  return printable.length > MAX_ECHO ? `${printable.slice(0, MAX_ECHO - 1)}…` : printable;
}

function decide(
  gazetteer: Gazetteer,
  matches: Match[],
  precision: Precision,
): PlaceResult | undefined {
  const [first, second] = matches;
  if (first === undefined) return undefined;
  if (second === undefined || first.score >= DOMINANCE * second.score) {
    return { kind: 'found', place: gazetteer.place(first.index), precision };
  }
  const candidates = matches.slice(0, MAX_CANDIDATES).map((match) => gazetteer.place(match.index));
  return { kind: 'ambiguous', candidates, precision };
}

/** The town of a postal area, the first place of that name in its country. */
function areaPlace(gazetteer: Gazetteer, country: PostcodeCountry, code: string) {
  const town = postalAreaTown(country, code);
  if (town === undefined) return undefined;
  const [match] = gazetteer.placesOf(placeKey(town), 1, country);
  return match && gazetteer.place(match.index);
}

function findPostcode(
  gazetteer: Gazetteer,
  code: string,
  letters: string | undefined,
  options: PlaceOptions,
): PlaceResult | undefined {
  let countries: readonly CountryCode[] = POSTCODE_COUNTRIES;
  if (letters !== undefined) {
    const named = POSTCODE_PREFIXES[letters.toUpperCase()];
    if (named === undefined) return undefined;
    countries = [named];
  }
  if (options.country !== undefined) {
    countries = countries.filter((country) => country === options.country);
  }
  const places: Place[] = [];
  for (const country of countries) {
    const place = isPostcodeCountry(country) ? areaPlace(gazetteer, country, code) : undefined;
    if (place) places.push(place);
  }
  const hinted = places.find((place) => place.country === options.postcodeCountry);
  const [only] = places;
  if (hinted ?? (places.length === 1 && only)) {
    return { kind: 'found', place: (hinted ?? only) as Place, precision: 'postal-area' };
  }
  return places.length > 1
    ? { kind: 'ambiguous', candidates: places, precision: 'postal-area' }
    : undefined;
}

let countryKeys: Map<string, CountryCode> | undefined;

/** The countries' codes and names in the five languages, as keys ("germania", "allemagne", "de"). */
function countryOfKey(key: string): CountryCode | undefined {
  if (!countryKeys) {
    countryKeys = new Map();
    for (const locale of ['it', 'en', 'es', 'fr', 'de']) {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      for (const country of COUNTRIES) {
        countryKeys.set(placeKey(names.of(country) ?? country), country);
        countryKeys.set(country.toLowerCase(), country);
      }
    }
    countryKeys.set('uk', 'GB');
  }
  return countryKeys.get(key);
}

/**
 * "Frankfurt (Oder), Brandenburg", "Valencia (Francia)", "Paris, FR": the name, then a region or
 * a country that picks among the places of that name.
 */
function findQualified(gazetteer: Gazetteer, text: string, options: PlaceOptions) {
  const comma = text.lastIndexOf(',');
  const bracket = /^(.+)\(([^()]+)\)$/.exec(text);
  const [name, qualifier] =
    comma > 0 ? [text.slice(0, comma), text.slice(comma + 1)] : [bracket?.[1], bracket?.[2]];
  if (name === undefined || qualifier === undefined) return undefined;
  const qualifierKey = placeKey(qualifier);
  if (qualifierKey === '') return undefined;
  const country = countryOfKey(qualifierKey);
  const matches = gazetteer
    .placesOf(placeKey(name), MAX_QUALIFIED, options.country)
    .filter((match) => {
      const place = gazetteer.place(match.index);
      return place.country === country || placeKey(place.region).includes(qualifierKey);
    });
  return decide(gazetteer, matches, 'place');
}

export function findPlace(
  gazetteer: Gazetteer,
  text: string,
  options: PlaceOptions = {},
): PlaceResult {
  if (text.length > MAX_PLACE_LENGTH * 4) return { kind: 'too-long', max: MAX_PLACE_LENGTH };
  const written = text.trim();
  if (written === '') return { kind: 'empty' };
  if (written.length > MAX_PLACE_LENGTH) return { kind: 'too-long', max: MAX_PLACE_LENGTH };
  const unknown: PlaceResult = { kind: 'unknown', text: echo(written) };

  const postcode = POSTCODE.exec(written);
  if (postcode?.[2]) {
    if (postcode[1] !== undefined && postcode[3] !== undefined) return unknown;
    return findPostcode(gazetteer, postcode[2], postcode[1] ?? postcode[3], options) ?? unknown;
  }
  const key = placeKey(written);
  if (key === '') return unknown;
  const matches = gazetteer.placesOf(key, MAX_CANDIDATES, options.country);
  return (
    decide(gazetteer, matches, 'place') ?? findQualified(gazetteer, written, options) ?? unknown
  );
}

/** The place of a GeoNames id (a candidate the visitor chose), if the gazetteer has it. */
export function placeById(gazetteer: Gazetteer, id: number): Place | undefined {
  const index = gazetteer.indexOfId(id);
  return index === undefined ? undefined : gazetteer.place(index);
}
