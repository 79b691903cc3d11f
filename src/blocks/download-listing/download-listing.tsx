import { shortId } from '@/site/ui/short-id';
import { getTranslations } from 'next-intl/server';
import {
  downloadFilterSearch,
  filterDownloads,
  hasDownloadFilters,
  parseDownloadFilters,
  type DownloadFilterState,
} from '@/catalogue/download-filters';
import { languageName } from '@/catalogue/language-names';
import { ListingHeading } from '@/site/ui/listing-heading';
import { isPageTitleBlock } from '@/catalogue/page-title';
import { getDatasourceLabels, hrefFor } from '@/content';
import type { DownloadListingBlok } from '@/content/generated/components';
import { locales } from '@/i18n/routing';
import { Section } from '@/site/ui/section';
import { FilterNavigation, ResultStatus } from '../product-listing/filter-navigation';
import type { BlockProps } from '../types';
import { DownloadFilterForm, type DownloadFilterChoices } from './download-filter-form';
import { DownloadItem } from './download-item';
import { DatasheetItem } from './datasheet-item';
import {
  DATASHEET_DOWNLOAD_TYPE,
  downloadOf,
  loadDatasheetProducts,
  loadDownloads,
  productsOfDownload,
} from './load-downloads';

/**
 * Documents of the given types (the download area, the certifications page). With filters on, a GET
 * form narrows them by type, product and document language, read from the request-time query.
 */
export async function DownloadListing({ blok, context }: BlockProps<DownloadListingBlok>) {
  const { locale } = context;
  const [t, typeLabels] = await Promise.all([
    getTranslations({ locale, namespace: 'DownloadListing' }),
    getDatasourceLabels('tipi-download', locale),
  ]);
  const types = (blok.download_types ?? []).filter((type) => typeLabels.has(type));
  const [stories, datasheets] = await Promise.all([
    loadDownloads(locale, types),
    types.includes(DATASHEET_DOWNLOAD_TYPE) ? loadDatasheetProducts(locale) : [],
  ]);
  const items = [
    ...stories.map((story) => ({
      story,
      generated: false,
      type: downloadOf(story).download_type,
      products: productsOfDownload(story),
      languages: downloadOf(story).languages ?? [],
    })),
    // every product's datasheet, generated in every language (src/datasheet/)
    ...datasheets.map((story) => ({
      story,
      generated: true,
      type: DATASHEET_DOWNLOAD_TYPE,
      products: [
        { slug: story.slug, name: (story.content as { name?: string }).name ?? story.name },
      ],
      languages: [...locales],
    })),
  ];
  const filterable = items.map((item) => ({ ...item, products: item.products.map((p) => p.slug) }));

  const productNames = new Map(items.flatMap((item) => item.products.map((p) => [p.slug, p.name])));
  const choices: DownloadFilterChoices = {
    type: [...typeLabels]
      .filter(([value]) => items.some((item) => item.type === value))
      .map(([value, label]) => ({ value, label })),
    product: [...productNames]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, locale, { numeric: true })),
    language: locales
      .filter((code) => items.some((item) => item.languages.includes(code)))
      .map((code) => ({ value: code, label: languageName(code, locale) })),
  };
  const state: DownloadFilterState = blok.show_filters
    ? parseDownloadFilters(context.query, {
        type: choices.type.map((choice) => choice.value),
        product: choices.product.map((choice) => choice.value),
        language: choices.language.map((choice) => choice.value),
      })
    : {};
  const shown = filterDownloads(filterable, state);
  const path = context.story ? hrefFor(context.story, locale) : '';
  const titleId = `${shortId(blok._uid)}-title`;
  const countText = t('count', { count: shown.length });

  const list =
    shown.length > 0 ? (
      <ul className="border-t border-steel-200">
        {shown.map(({ story, type, generated }) =>
          generated ? (
            <DatasheetItem
              key={`datasheet-${shortId(story.uuid)}`}
              story={story}
              locale={locale}
              typeLabel={typeLabels.get(type) ?? ''}
            />
          ) : (
            <DownloadItem
              key={story.slug}
              story={story}
              locale={locale}
              typeLabel={typeLabels.get(type) ?? ''}
            />
          ),
        )}
      </ul>
    ) : (
      <div className="flex flex-col items-start gap-4 border-2 border-dashed border-steel-300 p-8">
        <p className="heading-3">{t('empty')}</p>
        {hasDownloadFilters(state) ? (
          <a
            href={path}
            data-filter-link
            className="inline-flex min-h-11 items-center rounded-sm border-2 border-accent bg-accent px-6 font-semibold text-ink transition-colors duration-250 hover:border-accent-strong hover:bg-accent-strong"
          >
            {t('showAll')}
          </a>
        ) : null}
      </div>
    );

  return (
    <Section labelledBy={blok.headline ? titleId : undefined}>
      {blok.headline ? (
        <ListingHeading
          id={titleId}
          pageTitle={isPageTitleBlock(context.story?.content, blok._uid)}
        >
          {blok.headline}
        </ListingHeading>
      ) : null}
      {blok.show_filters ? (
        <FilterNavigation
          kind="downloads"
          renderedSearch={downloadFilterSearch(state)}
          applyOnChange={false}
          className="group/listing flex flex-col gap-6"
        >
          <DownloadFilterForm
            id={`${shortId(blok._uid)}-filters`}
            locale={locale}
            action={path}
            state={state}
            choices={choices}
          />
          <div
            data-filter-results
            tabIndex={-1}
            className="flex flex-col gap-2 transition-opacity duration-250 group-data-[pending]/listing:opacity-60"
          >
            <ResultStatus className="font-bold">{countText}</ResultStatus>
            {list}
          </div>
        </FilterNavigation>
      ) : (
        list
      )}
    </Section>
  );
}
