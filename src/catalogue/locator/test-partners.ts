import { EARTH_RADIUS_KM, type LatLng } from './distance';
import type { Partner, PartnerKind } from './partner';

/** A partner for the locator's tests: only what a test names differs from a plain one. */
export function partner(
  name: string,
  at: LatLng,
  details: { kinds?: PartnerKind[]; families?: string[] } & Partial<Partner> = {},
): Partner {
  return {
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    kinds: ['sales'],
    street: 'Via Roma 1',
    postcode: '25100',
    city: 'Brescia',
    region: 'Lombardia',
    country: 'IT',
    phone: '+390300000000',
    email: 'info@test.example',
    languages: ['it'],
    families: ['manual-welding'],
    authorisedRepairer: false,
    ...details,
    lat: at.lat,
    lng: at.lng,
  };
}

/** The point `km` due north of `from` (a meridian is a great circle). */
export function north(from: LatLng, km: number): LatLng {
  return { lat: from.lat + (km / EARTH_RADIUS_KM) * (180 / Math.PI), lng: from.lng };
}
