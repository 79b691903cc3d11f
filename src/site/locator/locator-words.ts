import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { getDatasourceLabels } from '@/content';
import type { CountryCode } from '@/catalogue/locator/gazetteer/countries';
import type { Locale } from '@/i18n/routing';
import { intlLocales } from '@/site/format/date';

/** next-intl's translator for the `Locator` namespace, as much of it as the pages need. */
export type LocatorTranslate = (key: string, values?: Record<string, string | number>) => string;

/** Everything the locator's pages word in the visitor's language, read once per render. */
export interface LocatorWords {
  locale: Locale;
  t: LocatorTranslate;
  /** Partner kinds (datasource `tipi-partner`) by value. */
  kinds: ReadonlyMap<string, string>;
  /** Product families (datasource `famiglie`) by value, in the editors' order. */
  families: ReadonlyMap<string, string>;
  country: (code: CountryCode) => string;
  /** A distance as people read it: `3.2 km`, `3,2 km`. */
  distance: (km: number) => string;
  /** A radius, in whole km: `25 km`. */
  radius: (km: number) => string;
}

export const locatorWords = cache(async (locale: Locale): Promise<LocatorWords> => {
  const [t, kinds, families] = await Promise.all([
    getTranslations({ locale, namespace: 'Locator' }),
    getDatasourceLabels('tipi-partner', locale),
    getDatasourceLabels('famiglie', locale),
  ]);
  const regions = new Intl.DisplayNames([intlLocales[locale]], { type: 'region' });
  const km = new Intl.NumberFormat(intlLocales[locale], {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const wholeKm = new Intl.NumberFormat(intlLocales[locale], { style: 'unit', unit: 'kilometer' });
  return {
    locale,
    t: t as unknown as LocatorTranslate,
    kinds,
    families,
    country: (code) => regions.of(code) ?? code,
    distance: (value) => km.format(value),
    radius: (value) => wholeKm.format(value),
  };
});
