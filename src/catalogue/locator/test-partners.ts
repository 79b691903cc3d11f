import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PartnerBlok } from '@/content/generated/components';
import { EARTH_RADIUS_KM, type LatLng } from './distance';
import { partnerFromContent, type Partner, type PartnerKind } from './partner';

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

const DEMO_FOLDER = 'content/stories/dati/partner';

/** The demo partners' stories (`content/stories/dati/partner`), as the content service has them. */
export async function demoContent(): Promise<Array<{ slug: string; content: PartnerBlok }>> {
  const files = (await readdir(DEMO_FOLDER)).filter((file) => file.endsWith('.json'));
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(DEMO_FOLDER, file), 'utf8'))),
  );
}

/** The demo partners as the site reads them. */
export async function demoPartners(): Promise<Partner[]> {
  return (await demoContent()).flatMap((story) => {
    const partner = partnerFromContent(story.slug, story.content);
    return partner ? [partner] : [];
  });
}
