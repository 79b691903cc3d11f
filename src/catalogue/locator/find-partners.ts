import { distanceKm, type LatLng } from './distance';
import type { Partner, PartnerKind } from './partner';
import { RADII, type Radius } from './query';

/**
 * The partners near a point (issue 63), nearest first, filtered by kind and product family; and,
 * when none is within the radius, the next radius that has one, or the nearest one at all. Pure
 * and synchronous: the page runs it per request on the published partners (a scan of some
 * thousands is well under a millisecond; see `npm run bench`).
 */

export interface PartnerFilters {
  /** Any of these kinds; empty: every kind. */
  kinds: readonly PartnerKind[];
  /** A family the partner sells or services; absent: any. */
  family?: string;
}

export interface PartnerAnswer {
  partner: Partner;
  /** As the crow flies, km. */
  distanceKm: number;
}

export interface PartnerSearch {
  radius: Radius;
  /** The partners within the radius, nearest first (the same distance: by name). */
  answers: PartnerAnswer[];
  /** With no answer: the smallest larger radius that has one. */
  nextRadius?: Radius;
  /** With no answer even within the largest radius: the nearest partner that fits the filters. */
  nearest?: PartnerAnswer;
}

/**
 * A partner at the radius is inside it: the distance is shown to 0.1 km, and "50.0 km" outside
 * "within 50 km" would read as an error.
 */
export const RADIUS_TOLERANCE_KM = 0.05;

export function fitsFilters(partner: Partner, filters: PartnerFilters): boolean {
  if (filters.kinds.length > 0 && !filters.kinds.some((kind) => partner.kinds.includes(kind))) {
    return false;
  }
  return filters.family === undefined || partner.families.includes(filters.family);
}

export function isWithin(distance: number, radius: number): boolean {
  return distance < radius + RADIUS_TOLERANCE_KM;
}

function byDistance(a: PartnerAnswer, b: PartnerAnswer): number {
  return a.distanceKm - b.distanceKm || a.partner.name.localeCompare(b.partner.name);
}

/** Every partner that fits `filters`, with its distance from `origin`, nearest first. */
export function rankPartners(
  partners: readonly Partner[],
  origin: LatLng,
  filters: PartnerFilters,
): PartnerAnswer[] {
  const answers: PartnerAnswer[] = [];
  for (const partner of partners) {
    if (fitsFilters(partner, filters)) {
      answers.push({ partner, distanceKm: distanceKm(origin, partner) });
    }
  }
  return answers.sort(byDistance);
}

export function findPartners(
  partners: readonly Partner[],
  origin: LatLng,
  filters: PartnerFilters,
  radius: Radius,
): PartnerSearch {
  // Only the answers within the radius are sorted; the nearest beyond it is a minimum.
  const answers: PartnerAnswer[] = [];
  let nearest: PartnerAnswer | undefined;
  for (const partner of partners) {
    if (!fitsFilters(partner, filters)) continue;
    const answer = { partner, distanceKm: distanceKm(origin, partner) };
    if (isWithin(answer.distanceKm, radius)) answers.push(answer);
    else if (nearest === undefined || byDistance(answer, nearest) < 0) nearest = answer;
  }
  if (answers.length > 0 || nearest === undefined)
    return { radius, answers: answers.sort(byDistance) };
  const reach = nearest.distanceKm;
  const nextRadius = RADII.find((larger) => larger > radius && isWithin(reach, larger));
  return nextRadius === undefined ? { radius, answers, nearest } : { radius, answers, nextRadius };
}
