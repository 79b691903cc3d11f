import type { LatLng } from './distance';
import { findPartners, type PartnerSearch } from './find-partners';
import { isCountryCode, POSTCODE_COUNTRY_OF_LOCALE } from './gazetteer/countries';
import { findPlace, type PlaceResult, type Precision } from './gazetteer/find-place';
import type { Gazetteer, Place } from './gazetteer/gazetteer';
import { loadGazetteer } from './gazetteer/load';
import { nearestSalesPartners } from './nearest-sales';
import type { Partner } from './partner';
import type { LocatorQuery } from './query';

/**
 * The locator's two uses (issue 63). The page (a server component) asks with the parsed query
 * (`parseLocatorQuery`) and renders the answer's kind; the quote request's e-mail to sales asks
 * for the nearest sales partners of the visitor's country and place. Both read the published
 * partners (`partnerFromContent`) and the gazetteer, loaded on first use.
 */

/** Where distances are measured from: the visitor's position, or the place they wrote. */
export interface Origin extends LatLng {
  /** The place found; absent for "Near me". */
  place?: Place;
  precision: Precision | 'position';
}

export type LocatorAnswer =
  /** Nothing asked yet (no place, no position): the form, and the country list. */
  | { kind: 'idle' }
  /** The place could not be used: too long, unknown, or one of several (the page offers them). */
  | { kind: 'place'; result: Exclude<PlaceResult, { kind: 'found' } | { kind: 'empty' }> }
  | { kind: 'results'; origin: Origin; search: PartnerSearch }
  /** The gazetteer could not be read: the page answers 503, "Near me" still works. */
  | { kind: 'unavailable' };

export interface LocatorOptions {
  /** The page's language: the country a bare postcode most likely belongs to. */
  locale: string;
  /** The gazetteer (tests and the benchmark give their own). */
  gazetteer?: () => Promise<Gazetteer>;
}

export async function answerLocatorQuery(
  partners: readonly Partner[],
  query: LocatorQuery,
  { locale, gazetteer = loadGazetteer }: LocatorOptions,
): Promise<LocatorAnswer> {
  const filters = { kinds: query.kinds, family: query.family };
  if (query.position) {
    const origin: Origin = { ...query.position, precision: 'position' };
    return {
      kind: 'results',
      origin,
      search: findPartners(partners, origin, filters, query.radius),
    };
  }
  if (query.place === undefined) return { kind: 'idle' };
  let places: Gazetteer;
  try {
    places = await gazetteer();
  } catch {
    return { kind: 'unavailable' };
  }
  const result = findPlace(places, query.place, {
    postcodeCountry: POSTCODE_COUNTRY_OF_LOCALE[locale],
  });
  if (result.kind === 'empty') return { kind: 'idle' };
  if (result.kind !== 'found') return { kind: 'place', result };
  const { place, precision } = result;
  const origin: Origin = { lat: place.lat, lng: place.lng, place, precision };
  return { kind: 'results', origin, search: findPartners(partners, origin, filters, query.radius) };
}

/**
 * What a candidate of an ambiguous place is written as in its link (`?luogo=`): its name and
 * region ("Frankfurt (Oder), Brandenburg"), which the gazetteer finds as that one place.
 */
export function candidateText(place: Place): string {
  return `${place.name}, ${place.region || place.country}`;
}

/**
 * The `n` sales partners nearest to the visitor for the quote e-mail: `country` as the visitor
 * gave it (ISO alpha-2; another country has none), `place` as written (a city or a postcode of
 * that country). A place that cannot be found, or a gazetteer that cannot be read, leaves the
 * country's sales partners without distances: the request is never held up for it.
 */
export async function salesPartnersFor(
  partners: readonly Partner[],
  country: string,
  place?: string,
  n = 2,
  gazetteer: () => Promise<Gazetteer> = loadGazetteer,
): Promise<Array<{ partner: Partner; distanceKm?: number }>> {
  const code = country.trim().toUpperCase();
  if (!isCountryCode(code)) return [];
  let origin: LatLng | undefined;
  if (place !== undefined && place.trim() !== '') {
    try {
      const result = findPlace(await gazetteer(), place, { country: code, postcodeCountry: code });
      if (result.kind === 'found') origin = result.place;
      else if (result.kind === 'ambiguous') origin = result.candidates[0];
    } catch {
      origin = undefined;
    }
  }
  return nearestSalesPartners(partners, code, origin, n);
}
