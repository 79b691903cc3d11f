import { distanceKm, type LatLng } from './distance';
import type { PartnerAnswer } from './find-partners';
import type { CountryCode } from './gazetteer/countries';
import type { Partner } from './partner';

/**
 * The sales partners a quote request names (issue 63), so that sales can pass the request on:
 * those of the visitor's country, the nearest to the visitor's place when it is known; without a
 * place, the country's first by name (sales chooses; no distance is given).
 */
export function nearestSalesPartners(
  partners: readonly Partner[],
  country: CountryCode,
  origin?: LatLng,
  n = 2,
): Array<{ partner: Partner; distanceKm?: number }> {
  const sales = partners.filter(
    (partner) => partner.country === country && partner.kinds.includes('sales'),
  );
  if (origin === undefined) {
    return sales
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(0, n)
      .map((partner) => ({ partner }));
  }
  return sales
    .map((partner): PartnerAnswer => ({ partner, distanceKm: distanceKm(origin, partner) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.partner.name.localeCompare(b.partner.name))
    .slice(0, n);
}
