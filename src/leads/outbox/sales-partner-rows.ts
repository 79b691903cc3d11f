import type { SalesPartner } from '../sales-partners';
import { oneLine } from './one-line';

/**
 * The e-mail to sales' rows naming the sales partners a quote request was given (in Italian, as
 * the rest of its body): a blank line, a heading, one line per partner; nothing without partners.
 * The heading says whether they are the nearest to the visitor's place or only of its country.
 */
export function salesPartnerRows(partners: readonly SalesPartner[]): string[] {
  if (partners.length === 0) return [];
  const near = partners.every((partner) => partner.distanceKm !== undefined);
  const heading = near
    ? 'Rivenditori più vicini al visitatore:'
    : 'Rivenditori nel paese del visitatore:';
  return [
    '',
    heading,
    ...partners.map((partner) => {
      // content, not the visitor's; still one line each, as every row of the e-mail
      const [name, street, place, phone, email] = [
        partner.name,
        partner.street,
        `${partner.postcode} ${partner.city}`,
        partner.phone,
        partner.email,
      ].map(oneLine);
      const parts = [`${name}, ${street}, ${place}`, `tel. ${phone}`, email];
      if (near) parts.push(`${Math.round(partner.distanceKm!)} km`);
      return `  - ${parts.join(' – ')}`;
    }),
  ];
}
