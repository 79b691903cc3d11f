import { COUNTRIES, type CountryCode } from './countries';
import type { GeoNamesPlace } from './geonames-file';
import { grown, KeyTableBuilder, type KeyTable } from './key-table';
import { INDEXABLE_KEY, isLatinScript, placeKey, umlautKey } from './normalize';
import { REGIONS } from './regions';

/** A place the gazetteer found. */
export interface Place {
  /** GeoNames id. */
  id: number;
  /** Its name in the data set (the local one: "München", "Milano" is "Milan" there). */
  name: string;
  /** Its first-order region in the region's language; empty when the data set has none. */
  region: string;
  country: CountryCode;
  lat: number;
  lng: number;
  population: number;
}

/**
 * The places of the ten countries in compact columns (about 64,000 of them), and an index from
 * every name's key (its own, and each alternate in a Latin script: "Monaco di Baviera",
 * "Munich", "Múnich") to the places of that name, best first. Built once per process; a lookup
 * is one map access.
 */
export interface Gazetteer {
  readonly size: number;
  /**
   * The first `limit` places whose name or one of whose alternate names has this key (see
   * `placeKey`), best first, in `country` when given.
   */
  placesOf(key: string, limit: number, country?: CountryCode): Match[];
  place(index: number): Place;
  /** The index of the place with this GeoNames id. */
  indexOfId(id: number): number | undefined;
}

export interface Match {
  index: number;
  /** Whether the key is the place's own name (not one of its alternates). */
  ownName: boolean;
  /** Its population, times ALTERNATE_WEIGHT for an alternate name. */
  score: number;
}

/**
 * A place found by one of its alternate names counts for a quarter of its people against a place
 * of that very name: "Valencia" is first the Spanish city (the French Valence is "Valencia" in
 * Spanish), "saint etienne" the city and not Saint-Étienne-du-Rouvray; a great city's exonym
 * still outweighs a village's own name ("Rom": Rome, not Rom in Mecklenburg).
 */
export const ALTERNATE_WEIGHT = 0.25;

/** Alternate names that are codes (IATA "MUC", "FRA") or too long to be typed are not indexed. */
const CODE = /^[A-Z]{2,4}$/;

/**
 * Builds the gazetteer one place at a time into typed arrays that grow by doubling: no JS object
 * per place or name outlives its line, so reading 64,000 places does not grow the JS heap (which
 * V8 would keep long after).
 */
export class GazetteerBuilder {
  private count = 0;
  private ids: Uint32Array = new Uint32Array(1 << 12);
  private lats: Float64Array = new Float64Array(1 << 12);
  private lngs: Float64Array = new Float64Array(1 << 12);
  private populations: Uint32Array = new Uint32Array(1 << 12);
  private countries: Uint8Array = new Uint8Array(1 << 12);
  private regions: Uint16Array = new Uint16Array(1 << 12);
  /** The names, UTF-8, one after the other; place i's from nameStarts[i] to nameStarts[i + 1]. */
  private nameBytes: Uint8Array = new Uint8Array(1 << 16);
  private nameStarts: Uint32Array = new Uint32Array(1 << 12);
  private readonly regionNames: string[] = [''];
  private readonly regionIndex = new Map<string, number>();
  /** key -> (place index * 2 + 1 when it is the place's own name) */
  private readonly keys = new KeyTableBuilder();
  private readonly encoder = new TextEncoder();

  add(place: GeoNamesPlace): void {
    const index = this.count++;
    if (this.count + 1 >= this.ids.length) {
      const length = this.ids.length * 2;
      this.ids = grown(this.ids, length);
      this.lats = grown(this.lats, length);
      this.lngs = grown(this.lngs, length);
      this.populations = grown(this.populations, length);
      this.countries = grown(this.countries, length);
      this.regions = grown(this.regions, length);
      this.nameStarts = grown(this.nameStarts, length);
    }
    this.ids[index] = place.id;
    this.lats[index] = place.lat;
    this.lngs[index] = place.lng;
    this.populations[index] = place.population;
    this.countries[index] = COUNTRIES.indexOf(place.country);
    this.regions[index] = this.regionOf(place.country, place.admin1);
    const start = this.nameStarts[index] ?? 0;
    while (start + place.name.length * 3 > this.nameBytes.length) {
      this.nameBytes = grown(this.nameBytes, this.nameBytes.length * 2);
    }
    const { written } = this.encoder.encodeInto(place.name, this.nameBytes.subarray(start));
    this.nameStarts[index + 1] = start + written;

    const keys: string[] = [];
    const take = (name: string, entry: number) => {
      for (const key of [placeKey(name), umlautKey(name)]) {
        if (key === undefined || keys.includes(key) || !INDEXABLE_KEY.test(key)) continue;
        keys.push(key);
        this.keys.add(key, entry);
      }
    };
    take(place.name, index * 2 + 1);
    for (const name of place.alternateNames) {
      if (name === '' || CODE.test(name) || /\d/.test(name) || !isLatinScript(name)) continue;
      take(name, index * 2);
    }
  }

  private regionOf(country: CountryCode, admin1: string): number {
    const name = REGIONS[country][admin1];
    if (name === undefined) return 0;
    const id = `${country}.${admin1}`;
    let index = this.regionIndex.get(id);
    if (index === undefined) {
      index = this.regionNames.push(name) - 1;
      this.regionIndex.set(id, index);
    }
    return index;
  }

  finish(): Gazetteer {
    const count = this.count;
    const populations = this.populations.slice(0, count);
    const score = (entry: number) => {
      const population = populations[entry >> 1] ?? 0;
      return entry & 1 ? population : population * ALTERNATE_WEIGHT;
    };
    const nameStarts = this.nameStarts.slice(0, count + 1);
    return new CompactGazetteer({
      ids: this.ids.slice(0, count),
      nameBytes: this.nameBytes.slice(0, nameStarts[count]),
      nameStarts,
      lats: this.lats.slice(0, count),
      lngs: this.lngs.slice(0, count),
      populations,
      countries: this.countries.slice(0, count),
      regions: this.regions.slice(0, count),
      regionNames: this.regionNames,
      keys: this.keys.finish((entries) => entries.sort((a, b) => score(b) - score(a) || a - b)),
      score,
    });
  }
}

interface Columns {
  ids: Uint32Array;
  nameBytes: Uint8Array;
  nameStarts: Uint32Array;
  lats: Float64Array;
  lngs: Float64Array;
  populations: Uint32Array;
  countries: Uint8Array;
  regions: Uint16Array;
  regionNames: string[];
  keys: KeyTable;
  score: (entry: number) => number;
}

const DECODER = new TextDecoder();

class CompactGazetteer implements Gazetteer {
  private readonly byId: Map<number, number>;

  constructor(private readonly columns: Columns) {
    this.byId = new Map(Array.from(columns.ids, (id, index) => [id, index]));
  }

  get size(): number {
    return this.columns.ids.length;
  }

  placesOf(key: string, limit: number, country?: CountryCode): Match[] {
    const wanted = country === undefined ? -1 : COUNTRIES.indexOf(country);
    const matches: Match[] = [];
    for (const entry of this.columns.keys.get(key)) {
      if (matches.length >= limit) break;
      if (wanted >= 0 && this.columns.countries[entry >> 1] !== wanted) continue;
      matches.push({
        index: entry >> 1,
        ownName: (entry & 1) === 1,
        score: this.columns.score(entry),
      });
    }
    return matches;
  }

  place(index: number): Place {
    const { ids, nameBytes, nameStarts, lats, lngs, populations, countries, regions, regionNames } =
      this.columns;
    return {
      id: ids[index] ?? 0,
      name: DECODER.decode(nameBytes.subarray(nameStarts[index], nameStarts[index + 1])),
      region: regionNames[regions[index] ?? 0] ?? '',
      country: COUNTRIES[countries[index] ?? 0] ?? 'IT',
      lat: lats[index] ?? 0,
      lng: lngs[index] ?? 0,
      population: populations[index] ?? 0,
    };
  }

  indexOfId(id: number): number | undefined {
    return this.byId.get(id);
  }
}

/** A gazetteer of `places` (the data set's, or a test's own). */
export function buildGazetteer(places: Iterable<GeoNamesPlace>): Gazetteer {
  const builder = new GazetteerBuilder();
  for (const place of places) builder.add(place);
  return builder.finish();
}
