import { salesPartnersFor } from '../catalogue/locator/locator';
import type { Partner } from '../catalogue/locator/partner';

/**
 * The sales partners a quote request names (issue 63), kept in the request as they were when the
 * visitor asked: the e-mail to sales shows them, so sales can pass the request on, and the outbox
 * needs no content.
 */
export interface SalesPartner {
  name: string;
  street: string;
  postcode: string;
  city: string;
  /** E.164. */
  phone: string;
  email: string;
  /** From the visitor's place; absent when only the country was known. */
  distanceKm?: number;
}

export function salesPartnerOf(answer: { partner: Partner; distanceKm?: number }): SalesPartner {
  const { name, street, postcode, city, phone, email } = answer.partner;
  return {
    name,
    street,
    postcode,
    city,
    phone,
    email,
    ...(answer.distanceKm !== undefined && { distanceKm: answer.distanceKm }),
  };
}

/**
 * The two sales partners of `country` (ISO alpha-2) nearest to `place` (a city or a postcode)
 * when it is given, else the country's first two by name; none for a country without partners.
 */
export async function salesPartnersNamed(
  partners: readonly Partner[],
  country: string,
  place?: string,
): Promise<SalesPartner[]> {
  return (await salesPartnersFor(partners, country, place)).map(salesPartnerOf);
}
