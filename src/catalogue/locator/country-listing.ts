import type { CountryCode } from './gazetteer/countries';
import type { Partner } from './partner';

/**
 * A country's page (`/en/where-to-buy/germany`) lists its partners by region: the regions in the
 * visitor's alphabet order, in each the partners by city, then name.
 */
export interface RegionGroup {
  region: string;
  partners: Partner[];
}

export function partnersByRegion(
  partners: readonly Partner[],
  country: CountryCode,
  locale: string,
): RegionGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const groups = new Map<string, Partner[]>();
  for (const partner of partners) {
    if (partner.country !== country) continue;
    const group = groups.get(partner.region);
    if (group) group.push(partner);
    else groups.set(partner.region, [partner]);
  }
  return [...groups]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([region, members]) => ({
      region,
      partners: members.sort(
        (a, b) => collator.compare(a.city, b.city) || collator.compare(a.name, b.name),
      ),
    }));
}

/** The countries that have partners, with how many, in `countries`' order (the country list). */
export function partnerCountries(
  partners: readonly Partner[],
  countries: readonly CountryCode[],
): Array<{ country: CountryCode; count: number }> {
  return countries
    .map((country) => ({
      country,
      count: partners.filter((partner) => partner.country === country).length,
    }))
    .filter((entry) => entry.count > 0);
}
