import { shortId } from '@/site/ui/short-id';
import { getTranslations } from 'next-intl/server';
import { facetCounts, filterProducts } from '@/catalogue/facets';
import {
  hasProductFilters,
  NO_PRODUCT_FILTERS,
  parseProductFilters,
  productFilterSearch,
  type ProductFilterState,
} from '@/catalogue/product-filters';
import { getDatasourceLabels, hrefFor } from '@/content';
import type { ProductListingBlok } from '@/content/generated/components';
import { itemsPerPage, pageCount, pageHref, requestedPage } from '@/site/paging';
import { CompareLoader } from '@/features/compare/compare-loader';
import { comparePath } from '@/paths/compare-paths';
import { finderPath } from '@/paths/finder-paths';
import { PageOutOfRange } from '@/site/ui/page-out-of-range';
import { Pager } from '@/site/ui/pager';
import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import type { BlockProps } from '../types';
import { ActiveFilters } from './active-filters';
import { CompareBar } from './compare-bar';
import { EmptyResult } from './empty-result';
import { FilterNavigation, ResultStatus } from './filter-navigation';
import { folderOfListing, loadProducts, productOf } from './load-products';
import { ProductFilterPanel } from './product-filter-panel';
import { ProductGrid } from './product-grid';

const optionsOf = (labels: ReadonlyMap<string, string>) =>
  [...labels].map(([value, label]) => ({ value, label }));

/** Products per page when the block does not say: rows of two and three columns alike. */
const DEFAULT_PER_PAGE = 12;

/**
 * The product list of a page: the block's family and the page's folder make the base set; with
 * filters on, the URL's material, process and search filters narrow it (spec section 2, "Product
 * list filters"), read from the request-time query. The results come `per_page` at a time
 * (`?page=N`, kept apart from the filters, which start again at page 1). Pre-rendered pages show
 * the unfiltered first page.
 */
export async function ProductListing({ blok, context }: BlockProps<ProductListingBlok>) {
  const { locale } = context;
  const [t, tp, tc, tf, families, materials, processes] = await Promise.all([
    getTranslations({ locale, namespace: 'Filters' }),
    getTranslations({ locale, namespace: 'Products' }),
    getTranslations({ locale, namespace: 'Compare' }),
    getTranslations({ locale, namespace: 'Finder' }),
    getDatasourceLabels('famiglie', locale),
    getDatasourceLabels('materiali', locale),
    getDatasourceLabels('processi', locale),
  ]);
  const filters = !!blok.show_filters;
  const state: ProductFilterState = filters
    ? parseProductFilters(context.query, {
        materiale: [...materials.keys()],
        processo: [...processes.keys()],
      })
    : NO_PRODUCT_FILTERS;
  const base = await loadProducts(locale, {
    family: blok.family || undefined,
    folder: folderOfListing(context.story),
    searchTerm: state.searchTerm,
  });
  const results = filterProducts(base, state, productOf);
  const path = context.story ? hrefFor(context.story, locale) : '';
  const search = productFilterSearch(state);
  const titleId = `${shortId(blok._uid)}-title`;
  const countText = t('resultCount', { count: results.length });
  const perPage = itemsPerPage(blok.per_page, DEFAULT_PER_PAGE);
  const totalPages = pageCount(results.length, perPage);
  const requested = requestedPage(context.query);
  const page = requested.kind === 'page' ? requested.page : 1;
  const shown = results.slice((page - 1) * perPage, page * perPage);
  const compareForm = `${shortId(blok._uid)}-compare`;

  const grid =
    requested.kind === 'malformed' || (page > totalPages && results.length > 0) ? (
      <PageOutOfRange
        locale={locale}
        malformed={requested.kind === 'malformed'}
        title={t('noProductsOnPage')}
        pastEndText={t('noProductsOnPageText', { page, total: totalPages })}
        firstPageHref={pageHref(path, 1, search)}
        firstPageLabel={t('firstPage')}
      />
    ) : shown.length > 0 ? (
      <>
        <ProductGrid
          stories={shown}
          locale={locale}
          families={families}
          processes={processes}
          beside={filters}
          compare={{
            form: compareForm,
            text: tc('pick'),
            inText: tc('inComparison'),
            label: (name) => tc('pickLabel', { name }),
          }}
        />
        <CompareBar
          id={compareForm}
          action={comparePath(locale)}
          hint={tc('hint')}
          submit={tc('submit')}
        />
        <CompareLoader />
        <Pager
          locale={locale}
          label={t('pagination')}
          path={path}
          search={search}
          page={page}
          total={totalPages}
        />
      </>
    ) : hasProductFilters(state) ? (
      <EmptyResult locale={locale} path={path} />
    ) : (
      <p className="text-steel-700">{tp('empty')}</p>
    );

  return (
    <Section tone="muted" labelledBy={titleId} className="pt-8 md:pt-10">
      <div className="listing-head">
        <SectionHeading id={titleId} className="mb-0 md:mb-0">
          {blok.headline || t('heading')}
        </SectionHeading>
        {/* The buyer who knows the job but not the model: the finder asks about the job. */}
        <a href={finderPath(locale)} className="link-underline font-semibold" data-finder-link>
          {tf('link')}
        </a>
      </div>
      {filters ? (
        <FilterNavigation
          kind="catalogue"
          renderedSearch={search}
          applyOnChange
          className="group/listing product-listing"
        >
          <ProductFilterPanel
            id={`${shortId(blok._uid)}-filters`}
            locale={locale}
            action={path}
            state={state}
            options={{ materiale: optionsOf(materials), processo: optionsOf(processes) }}
            counts={facetCounts(base.map(productOf), state)}
          />
          <div data-filter-results tabIndex={-1} className="product-results">
            <div className="flex flex-col gap-3">
              <ResultStatus className="text-lg font-bold">{countText}</ResultStatus>
              <ActiveFilters
                locale={locale}
                path={path}
                state={state}
                labels={{ materiale: materials, processo: processes }}
              />
            </div>
            {grid}
          </div>
        </FilterNavigation>
      ) : (
        <div className="flex flex-col gap-5">
          <p className="text-lg font-bold">{countText}</p>
          {grid}
        </div>
      )}
    </Section>
  );
}
