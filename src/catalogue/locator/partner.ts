import type { PartnerBlok } from '@/content/generated/components';
import { isLatLng, type LatLng } from './distance';
import { isCountryCode, type CountryCode } from './gazetteer/countries';

/**
 * A partner as the locator reads it (content type `partner`, issue 63): numbers as numbers, the
 * kinds that the locator knows, and a plain web address. Built once per partner from its content.
 */

/** The values of the datasource `tipi-partner`, in the order the form and the badges show them. */
export const PARTNER_KINDS = ['sales', 'service', 'rental', 'training'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export function isPartnerKind(value: string): value is PartnerKind {
  return (PARTNER_KINDS as readonly string[]).includes(value);
}

export interface Partner extends LatLng {
  /** The story's slug: the partner's id in links and tests. */
  slug: string;
  name: string;
  kinds: readonly PartnerKind[];
  street: string;
  postcode: string;
  city: string;
  region: string;
  country: CountryCode;
  /** E.164, `+390301234567`. */
  phone: string;
  email: string;
  website?: string;
  /** schema.org openingHours, `Mo-Fr 08:00-18:00; Sa 08:00-12:00`. */
  openingHours?: string;
  /** Language codes, `it`, `de`. */
  languages: readonly string[];
  /** The catalogue's family values (datasource `famiglie`). */
  families: readonly string[];
  /** A professional repairer under the Ecodesign regulation. */
  authorisedRepairer: boolean;
}

/** A number field's value (a string, as the content service gives it); NaN when empty. */
function coordinate(value: string | undefined): number {
  return value !== undefined && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * The partner of a story's content, or undefined when it cannot be placed (no country the
 * locator covers, no coordinates): the content check refuses such a story, so this only guards
 * the published content of a CMS that was edited past its schema.
 */
export function partnerFromContent(slug: string, content: PartnerBlok): Partner | undefined {
  const lat = coordinate(content.latitude);
  const lng = coordinate(content.longitude);
  if (!isCountryCode(content.country) || !isLatLng(lat, lng)) return undefined;
  const url = content.website?.linktype === 'url' ? content.website.url : undefined;
  return {
    slug,
    name: content.name,
    kinds: PARTNER_KINDS.filter((kind) => content.kinds.includes(kind)),
    street: content.street,
    postcode: content.postcode,
    city: content.city,
    region: content.region,
    country: content.country,
    lat,
    lng,
    phone: content.phone,
    email: content.email,
    website: url && /^https?:\/\//.test(url) ? url : undefined,
    openingHours: content.opening_hours || undefined,
    languages: content.languages.filter((language) => language !== ''),
    families: content.families,
    authorisedRepairer: content.authorised_repairer === true,
  };
}
