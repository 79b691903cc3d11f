import type { Origin } from '@/catalogue/locator/locator';
import { placeKey } from '@/catalogue/locator/gazetteer/normalize';
import { isPostcodeCountry, postalAreaTown } from '@/catalogue/locator/gazetteer/postal-areas';

/**
 * The searched place as the answer names it: in the visitor's own words where they read better
 * than the data set's (GeoNames names great cities in English: "Munich" for "München" or
 * "Monaco di Baviera"); the data set's name where the visitor wrote the same name without its
 * accents or capitals, or chose one of several places; a postcode with its area's town.
 */
export function placeLabel(written: string | undefined, origin: Origin): string {
  const place = origin.place;
  if (!place) return '';
  const typed = (written ?? '').trim();
  if (origin.precision === 'postal-area') {
    const digits = /\d{4,5}/.exec(typed)?.[0];
    const town =
      digits !== undefined && isPostcodeCountry(place.country)
        ? postalAreaTown(place.country, digits)
        : undefined;
    return `${typed} ${town ?? place.name}`.trim();
  }
  if (typed === '' || /[,(]/.test(typed) || placeKey(typed) === placeKey(place.name)) {
    return place.name;
  }
  return typed;
}
