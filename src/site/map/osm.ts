/** Addresses on openstreetmap.org for the map block: the embeddable view and the full map. */
export interface Coordinates {
  lat: number;
  lon: number;
}

/** [west, south, east, north] in degrees, as OpenStreetMap's `bbox` parameter takes them. */
export type Bounds = [number, number, number, number];

/** The frame the embed is drawn for: wide enough that the bounds match its zoom on a desktop. */
const FRAME = { width: 1024, height: 640 };
const MAX_LAT = 85;

export function coordinates(lat: unknown, lon: unknown): Coordinates | undefined {
  const latitude = Number.parseFloat(String(lat ?? ''));
  const longitude = Number.parseFloat(String(lon ?? ''));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { lat: latitude, lon: longitude };
}

/** A zoom level from the content (1–18), or undefined. */
export function zoomLevel(value: unknown): number | undefined {
  const zoom = Number.parseFloat(String(value ?? ''));
  return Number.isFinite(zoom) ? Math.min(18, Math.max(1, Math.round(zoom))) : undefined;
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** The area a slippy map shows around `center` at `zoom` in a frame of the given size. */
export function boundsAround(center: Coordinates, zoom: number, frame = FRAME): Bounds {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const halfLon = (frame.width / 2) * degreesPerPixel;
  const halfLat = (frame.height / 2) * degreesPerPixel * Math.cos((center.lat * Math.PI) / 180);
  return [
    clamp(center.lon - halfLon, 180),
    clamp(center.lat - halfLat, MAX_LAT),
    clamp(center.lon + halfLon, 180),
    clamp(center.lat + halfLat, MAX_LAT),
  ];
}

/** The smallest area that holds every point, with a margin around them. */
export function boundsAroundAll(points: Coordinates[]): Bounds | undefined {
  if (points.length === 0) return undefined;
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const [south, north, west, east] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lons),
    Math.max(...lons),
  ];
  const marginLat = Math.max((north - south) * 0.25, 0.01);
  const marginLon = Math.max((east - west) * 0.25, 0.01);
  return [
    clamp(west - marginLon, 180),
    clamp(south - marginLat, MAX_LAT),
    clamp(east + marginLon, 180),
    clamp(north + marginLat, MAX_LAT),
  ];
}

const fixed = (n: number) => n.toFixed(5);

/** The embeddable map (one marker) for openstreetmap.org/export/embed.html. */
export function embedUrl(bounds: Bounds, marker: Coordinates): string {
  return (
    'https://www.openstreetmap.org/export/embed.html' +
    `?bbox=${bounds.map(fixed).join('%2C')}&layer=mapnik&marker=${fixed(marker.lat)}%2C${fixed(marker.lon)}`
  );
}

/** The full map on openstreetmap.org with a marker on the place. */
export function mapLink({ lat, lon }: Coordinates, zoom = 16): string {
  return `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lon)}#map=${zoom}/${fixed(lat)}/${fixed(lon)}`;
}

/**
 * Directions on openstreetmap.org to a place (the locator's "Route"): the destination as a point
 * and as its address; the start is the visitor's to give there, so nothing of where they are
 * leaves the site through the link.
 */
export function directionsLink({ lat, lon }: Coordinates, address: string): string {
  const query = new URLSearchParams({ to: address, route: `;${fixed(lat)},${fixed(lon)}` });
  return `https://www.openstreetmap.org/directions?${query}`;
}
