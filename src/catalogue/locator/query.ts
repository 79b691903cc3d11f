import { isLatLng, type LatLng } from './distance';
import { MAX_PLACE_LENGTH } from './gazetteer/find-place';
import { isPartnerKind, PARTNER_KINDS, type PartnerKind } from './partner';

/**
 * The locator's question is its page's GET query, so that a search can be shared, bookmarked and
 * linked (a product page links `?famiglia=plasma-cutting`): `?luogo=Brescia&tipo=sales,service
 * &famiglia=manual-welding&raggio=50`, or `?lat=45.54&lng=10.22` for "Near me". Everything is
 * optional. Whatever cannot be part of the question (an unknown kind, a radius of 0 or 10^9, a
 * 2,000-character place, a second place) is set aside with a note, never thrown. Pure: the page,
 * the form and the links agree.
 */

/** The radii the form offers, km. */
export const RADII = [25, 50, 100, 250, 500] as const;
export type Radius = (typeof RADII)[number];
/** The radius of a search that names none, or one the form does not offer. */
export const DEFAULT_RADIUS: Radius = 100;

export const PARAMETERS = ['luogo', 'tipo', 'famiglia', 'raggio', 'lat', 'lng'] as const;
export type Parameter = (typeof PARAMETERS)[number];

/** Values of one parameter past this many are not read (the form sends at most four kinds). */
const MAX_VALUES = 16;
/** How much of a value set aside a note repeats. */
const MAX_NOTED_LENGTH = 40;

export interface LocatorQuery {
  /** A city or a postcode, as written (trimmed). */
  place?: string;
  /** Any of these; none is every kind. */
  kinds: PartnerKind[];
  /** A catalogue family value (datasource `famiglie`). */
  family?: string;
  radius: Radius;
  /** "Near me": the browser's position, sent as the query; it wins over a place. */
  position?: LatLng;
}

export interface QueryNote {
  parameter: Parameter;
  /** The value set aside, shortened and printable. */
  value: string;
  /**
   * `unknown`: not a kind or family; `radius`: not one of RADII (the default is used);
   * `too-long`: a place past MAX_PLACE_LENGTH; `position`: not a latitude and a longitude;
   * `repeated`: a second value where one is read.
   */
  reason: 'unknown' | 'radius' | 'too-long' | 'position' | 'repeated';
}

export interface ParsedQuery {
  query: LocatorQuery;
  notes: QueryNote[];
}

function noted(value: string): string {
  const printable = value
    .slice(0, MAX_NOTED_LENGTH * 4)
    .replace(/\p{C}/gu, '')
    .trim();
  return printable.length > MAX_NOTED_LENGTH
    ? `${printable.slice(0, MAX_NOTED_LENGTH - 1)}…`
    : printable;
}

/** A radius as written: `50`, ` 50 km`. */
function parseRadius(value: string): Radius | undefined {
  const match = /^\s*(\d{1,6})\s*(?:km)?\s*$/i.exec(value);
  const radius = Number(match?.[1]);
  return RADII.find((allowed) => allowed === radius);
}

/** A coordinate as written: `45.5416`, `-3.7`, `10,2` (a decimal comma). */
function parseCoordinate(value: string | undefined): number {
  if (value === undefined || !/^\s*-?\d{1,3}(?:[.,]\d{1,10})?\s*$/.test(value)) return Number.NaN;
  return Number(value.trim().replace(',', '.'));
}

/**
 * The question a query asks. `families` are the catalogue's family values: any other is set
 * aside. Kinds may be repeated (a GET form's checkboxes) or comma-separated; every other
 * parameter's second value is set aside.
 */
export function parseLocatorQuery(
  params: URLSearchParams,
  families: ReadonlySet<string>,
): ParsedQuery {
  const notes: QueryNote[] = [];
  const note = (parameter: Parameter, value: string, reason: QueryNote['reason']) => {
    const shown = noted(value);
    if (!notes.some((item) => item.parameter === parameter && item.value === shown)) {
      notes.push({ parameter, value: shown, reason });
    }
  };
  const values = (parameter: Parameter) =>
    params
      .getAll(parameter)
      .slice(0, MAX_VALUES)
      .map((value) => value.trim())
      .filter((value) => value !== '');
  const single = (parameter: Parameter): string | undefined => {
    const [first, ...rest] = values(parameter);
    for (const extra of rest) note(parameter, extra, 'repeated');
    return first;
  };

  const query: LocatorQuery = { kinds: [], radius: DEFAULT_RADIUS };
  const place = single('luogo');
  if (place !== undefined && place.length > MAX_PLACE_LENGTH) note('luogo', place, 'too-long');
  else query.place = place;

  const kinds = values('tipo')
    .flatMap((value) => value.split(','))
    .map((kind) => kind.trim())
    .filter((kind) => kind !== '');
  for (const kind of kinds.slice(0, MAX_VALUES)) {
    const value = kind.toLowerCase();
    if (!isPartnerKind(value)) note('tipo', kind, 'unknown');
    else if (!query.kinds.includes(value)) query.kinds.push(value);
  }
  query.kinds.sort((a, b) => PARTNER_KINDS.indexOf(a) - PARTNER_KINDS.indexOf(b));

  const family = single('famiglia');
  if (family !== undefined) {
    if (families.has(family.toLowerCase())) query.family = family.toLowerCase();
    else note('famiglia', family, 'unknown');
  }

  const radius = single('raggio');
  if (radius !== undefined) {
    const allowed = parseRadius(radius);
    if (allowed === undefined) note('raggio', radius, 'radius');
    else query.radius = allowed;
  }

  const lat = single('lat');
  const lng = single('lng');
  if (lat !== undefined || lng !== undefined) {
    const position = { lat: parseCoordinate(lat), lng: parseCoordinate(lng) };
    if (isLatLng(position.lat, position.lng)) query.position = position;
    else if (!isLatLng(position.lat, 0)) note('lat', lat ?? '', 'position');
    else note('lng', lng ?? '', 'position');
  }
  return { query, notes };
}

/** Whether the query asks anything: a place or a position (kinds and family alone only filter). */
export function asksWhere(query: LocatorQuery): boolean {
  return query.place !== undefined || query.position !== undefined;
}

/**
 * The query of `query` in the parameters' order, with no `?` when there is none; the radius only
 * when it is not the default. `change` replaces parts (the next radius, a chosen candidate).
 */
export function locatorSearch(query: LocatorQuery, change: Partial<LocatorQuery> = {}): string {
  const { place, kinds, family, radius, position } = { ...query, ...change };
  const parts: string[] = [];
  if (position) {
    parts.push(`lat=${position.lat.toFixed(5)}`, `lng=${position.lng.toFixed(5)}`);
  } else if (place !== undefined) parts.push(`luogo=${encodeURIComponent(place)}`);
  if (kinds.length > 0) parts.push(`tipo=${kinds.join(',')}`);
  if (family !== undefined) parts.push(`famiglia=${encodeURIComponent(family)}`);
  if (radius !== DEFAULT_RADIUS) parts.push(`raggio=${radius}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
