import './compare.css';
import { getTranslations } from 'next-intl/server';
import {
  MAX_COMPARED,
  MIN_COMPARED,
  parseCompareQuery,
  selectCompared,
} from '@/catalogue/compare-query';
import { compareRows, differingRows } from '@/catalogue/compare-table';
import { getDatasourceLabels, getStoryByPath, hrefFor } from '@/content';
import { CompareLoader } from '@/features/compare/compare-loader';
import { locales, type Locale } from '@/i18n/routing';
import { comparePath } from '@/paths/compare-paths';
import { quotePath } from '@/paths/quote-paths';
import { dealersPath } from '@/paths/locator-paths';
import type { LanguageAlternate } from '@/site/language-alternates';
import { pageContext } from '@/site/page-context';
import { SiteFrame } from '@/site/site-frame';
import { PageLink } from '@/site/ui/page-link';
import { AddProductForm } from './add-product-form';
import { BestMark, CompareTable } from './compare-table';
import type { ComparableProduct } from './comparable-products';
import { comparableProducts, sharedFamily } from './comparable-products';

/** `A, B and C` in the visitor's language. */
export function namesList(names: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/** The products a query names, as the page shows them; also the page's title. */
export async function comparisonOf(locale: Locale, query: URLSearchParams) {
  const request = parseCompareQuery(query);
  const products = await comparableProducts(locale);
  const selection = selectCompared(request.slugs, (slug) => products.get(slug));
  return { request, products, selection };
}

/** The same comparison in every language (the language switcher's links). */
function compareAlternates(slugs: string[], differencesOnly: boolean) {
  return Object.fromEntries(
    locales.map((code) => [
      code,
      { href: comparePath(code, slugs, differencesOnly), fallback: false },
    ]),
  ) as Record<Locale, LanguageAlternate>;
}

/**
 * The product comparison (issue 38): 2 to 4 products side by side, one column each, with every
 * technical-data row any of them has, the Ecodesign figures, processes and materials; rows whose
 * values differ marked, and a switch to show only those. Everything is links and GET forms, so
 * it works without JavaScript; names it cannot show are left out with a note, never an error.
 */
export async function ComparePage({ locale, query }: { locale: Locale; query: URLSearchParams }) {
  const [t, tp, td, tq, context, { request, products, selection }, processes, materials, families] =
    await Promise.all([
      getTranslations({ locale, namespace: 'Compare' }),
      getTranslations({ locale, namespace: 'Products' }),
      getTranslations({ locale, namespace: 'Datasheet' }),
      getTranslations({ locale, namespace: 'Leads' }),
      pageContext(locale),
      comparisonOf(locale, query),
      getDatasourceLabels('processi', locale),
      getDatasourceLabels('materiali', locale),
      getDatasourceLabels('famiglie', locale),
    ]);
  const list = await getStoryByPath(locale, 'prodotti').catch(() => null);
  const shown = selection.shown;
  const slugs = shown.map((item) => item.slug);
  const { differencesOnly } = request;
  // only slug-shaped names are read: a query cannot make the page print other words
  const unknown = selection.unknown;
  const notes = [
    unknown.length > 0
      ? t('unknown', { count: unknown.length, names: namesList(unknown, locale) })
      : null,
    selection.leftOut.length > 0
      ? t('tooMany', {
          max: MAX_COMPARED,
          names: namesList(
            selection.leftOut.map((item) => item.product.name),
            locale,
          ),
        })
      : null,
  ].filter((note) => note !== null);

  const groups = compareRows({
    products: shown.map((item) => item.product),
    locale,
    texts: {
      technicalData: tp('technicalData'),
      ecodesign: tp('ecodesignTitle'),
      efficiency: tp('efficiency'),
      idlePower: tp('idlePower'),
      uses: t('uses'),
      processes: tp('processes'),
      materials: tp('materials'),
    },
    processes,
    materials,
  });
  const differing = differingRows(groups);
  const rowCount = (of: typeof groups) => of.reduce((sum, group) => sum + group.rows.length, 0);
  const addable: ComparableProduct[] =
    shown.length < MAX_COMPARED
      ? [...products.values()].filter((item) => !slugs.includes(item.slug))
      : [];
  const addForm =
    addable.length > 0 ? (
      <AddProductForm
        locale={locale}
        slugs={slugs}
        differencesOnly={differencesOnly}
        products={addable}
        families={families}
        texts={{ label: t('add'), choose: t('choose'), submit: t('addSubmit') }}
      />
    ) : null;

  return (
    <SiteFrame context={{ ...context, alternates: compareAlternates(slugs, differencesOnly) }}>
      <div className="compare-page section tone-light">
        <div className="wrap max-w-7xl">
          <p className="eyebrow mb-3">{tp('title')}</p>
          <h1 className="heading-1 mb-4">{t('title')}</h1>
          <p className="mb-8 max-w-3xl text-lg text-steel-700">{t('lead')}</p>
          {notes.length > 0 ? (
            <ul className="compare-notes" data-compare-notes>
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
          {shown.length < MIN_COMPARED ? (
            <div className="flex max-w-3xl flex-col gap-6" data-compare-state="too-few">
              <p className="text-xl font-bold">{t('tooFew')}</p>
              <p className="text-steel-800">
                {shown[0] ? `${t('chosen', { name: shown[0].product.name })} ` : null}
                {t('tooFewHint')}
              </p>
              {addForm}
              {list ? (
                <p>
                  <PageLink
                    href={hrefFor(list, locale)}
                    className="button button-primary button-compact"
                  >
                    {t('browse')}
                  </PageLink>
                </p>
              ) : null}
            </div>
          ) : (
            <>
              <div className="compare-tools">
                <nav aria-label={t('rowsShown')} className="compare-switch">
                  <a
                    href={comparePath(locale, slugs)}
                    {...(!differencesOnly && { 'aria-current': 'true' as const })}
                  >
                    {t('allRows', { count: rowCount(groups) })}
                  </a>
                  <a
                    href={comparePath(locale, slugs, true)}
                    {...(differencesOnly && { 'aria-current': 'true' as const })}
                  >
                    {t('differencesOnly', { count: rowCount(differing) })}
                  </a>
                </nav>
                <p className="compare-legend">
                  <BestMark />
                  {t('legend')}
                </p>
              </div>
              {differencesOnly && differing.length === 0 ? (
                <p className="mb-6 text-lg font-semibold">{t('noDifferences')}</p>
              ) : null}
              <CompareTable
                locale={locale}
                compared={shown}
                groups={differencesOnly ? differing : groups}
                families={families}
                differencesOnly={differencesOnly}
                texts={{
                  caption: t('caption', {
                    names: namesList(
                      shown.map((item) => item.product.name),
                      locale,
                    ),
                  }),
                  differs: t('differs'),
                  best: t('best'),
                  remove: t('remove'),
                  removeLabel: (name: string) => t('removeLabel', { name }),
                  datasheet: td('datasheet'),
                  datasheetLabel: (name: string) => td('linkOf', { name }),
                }}
              />
              <p className="compare-quote mt-8">
                <a href={quotePath(locale, slugs)} className="button button-primary button-compact">
                  {tq('requestQuoteFor', { count: slugs.length })}
                </a>
                <a
                  href={dealersPath(locale, sharedFamily(shown))}
                  className="compare-dealers"
                  data-locator-link
                >
                  {t('dealers')}
                </a>
              </p>
              {addForm}
            </>
          )}
          {list && shown.length >= MIN_COMPARED ? (
            <p className="compare-back mt-10">
              <PageLink href={hrefFor(list, locale)} className="link-underline font-semibold">
                {t('browse')}
              </PageLink>
            </p>
          ) : null}
        </div>
      </div>
      <CompareLoader />
    </SiteFrame>
  );
}
