import { getTranslations } from 'next-intl/server';
import { formatStoredNumber, formatStoredPercent } from '@/catalogue/number-format';
import { techDataRows, type TechDataRow } from '@/catalogue/tech-data-rows';
import { getDatasourceLabels, getGlobalSettings, hrefFor, type Story } from '@/content';
import type { GlobalBlok, ProductBlok } from '@/content/generated/components';
import type { Locale } from '@/i18n/routing';
import { formatDay, parseContentDate } from '@/site/format/date';

/** A labelled figure: a key figure or an Ecodesign figure. */
export interface DatasheetFigure {
  label: string;
  value: string;
  unit: string;
}

/**
 * Everything a datasheet shows, in one language, read through the same functions the product page
 * reads its data with (technical data rows, number formats, datasource labels, global settings):
 * the document cannot disagree with the page. Plain data, so it also keys the generated file.
 */
export interface DatasheetContent {
  locale: Locale;
  /** The document's title, shown as the window's title. */
  title: string;
  name: string;
  modelCode: string;
  family: string;
  summary: string;
  image?: { filename: string; alt: string };
  keyFigures: DatasheetFigure[];
  techData: TechDataRow[];
  ecodesign: DatasheetFigure[];
  processes: string[];
  materials: string[];
  /** The product page's absolute address. */
  url: string;
  /** The content's publication date, written in the language. */
  revision: string;
  company: { name: string; address: string; phone: string; email: string; vatNumber: string };
  labels: {
    datasheet: string;
    modelCode: string;
    family: string;
    keyFigures: string;
    technicalData: string;
    characteristic: string;
    value: string;
    unit: string;
    ecodesign: string;
    ecodesignRegulation: string;
    processes: string;
    materials: string;
    productPage: string;
    qrCode: string;
    revision: string;
    /** `Page {page} of {pages}`, with the numbers left as placeholders. */
    pageOf: string;
    contacts: string;
  };
}

/** The datasheet of the product story `story` in `locale`, with the site's address `siteUrl`. */
export async function datasheetContent(
  story: Story,
  locale: Locale,
  siteUrl: string,
): Promise<DatasheetContent> {
  const product = story.content as unknown as ProductBlok;
  const [t, td, families, materials, processes, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Products' }),
    getTranslations({ locale, namespace: 'Datasheet' }),
    getDatasourceLabels('famiglie', locale),
    getDatasourceLabels('materiali', locale),
    getDatasourceLabels('processi', locale),
    getGlobalSettings(locale),
  ]);
  const global = settings.content as unknown as GlobalBlok;
  const efficiency = formatStoredPercent(product.ecodesign_efficiency, locale);
  const idlePower = formatStoredNumber(product.ecodesign_idle_power, locale);
  const published = parseContentDate(story.published_at ?? story.updated_at);
  return {
    locale,
    title: td('title', { name: product.name }),
    name: product.name,
    modelCode: product.model_code,
    family: families.get(product.family) ?? '',
    summary: product.summary,
    image: product.image?.filename
      ? { filename: product.image.filename, alt: product.image.alt || product.name }
      : undefined,
    keyFigures: (product.key_figures ?? []).map((figure) => ({
      label: figure.label,
      value: figure.value,
      unit: figure.unit ?? '',
    })),
    techData: techDataRows(product.technical_data ?? [], locale),
    ecodesign: [
      { label: t('efficiency'), value: efficiency.number, unit: efficiency.sign.trim() },
      { label: t('idlePower'), value: idlePower, unit: 'W' },
    ].filter((figure) => figure.value !== ''),
    processes: (product.processo ?? []).flatMap((value) => processes.get(value) ?? []),
    materials: (product.materiale ?? []).flatMap((value) => materials.get(value) ?? []),
    url: new URL(hrefFor(story, locale), siteUrl).href,
    revision: published ? formatDay(published, locale) : '',
    company: {
      name: global.company_name,
      address: global.address,
      phone: global.phone,
      email: global.email,
      vatNumber: global.vat_number,
    },
    labels: {
      datasheet: td('datasheet'),
      modelCode: t('modelCode'),
      family: td('family'),
      keyFigures: t('keyFigures'),
      technicalData: t('technicalData'),
      characteristic: t('characteristic'),
      value: t('value'),
      unit: t('unit'),
      ecodesign: t('ecodesignTitle'),
      ecodesignRegulation: t('ecodesignRegulation'),
      processes: t('processes'),
      materials: t('materials'),
      productPage: td('productPage'),
      qrCode: td('qrCode'),
      revision: td('revision'),
      pageOf: td('pageOf', { page: '{page}', pages: '{pages}' }),
      contacts: td('contacts'),
    },
  };
}
