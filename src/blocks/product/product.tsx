import { PageLink } from '@/site/ui/page-link';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { getDatasourceLabels, getGlobalSettings, getParentStory, hrefFor } from '@/content';
import type { GlobalBlok, ProductBlok } from '@/content/generated/components';
import { DownloadItem } from '../download-listing/download-item';
import { downloadOf } from '../download-listing/load-downloads';
import { ProductGrid } from '../product-listing/product-grid';
import { RenderBlocks } from '../render-blocks';
import { renderRichText } from '../rich-text/render-rich-text';
import { BreadcrumbTrail } from '../breadcrumbs/breadcrumb-trail';
import type { BlockProps } from '../types';
import { AccessoryList } from './accessory-list';
import { DatasheetLink } from './datasheet-link';
import { EcodesignFigures } from './ecodesign-figures';
import { FeatureList } from './feature-list';
import { KeyFigures } from './key-figures';
import { loadRelations } from './load-relations';
import { galleryImages, ProductGallery } from './product-gallery';
import { ProductFacts, ProductSection, SectionLinks } from './product-header';
import { JsonLd, productJsonLd } from './product-json-ld';
import { TechDataTable } from './tech-data-table';
import { shortId } from '@/site/ui/short-id';
import { StrokeIcon } from '@/site/ui/stroke-icon';
import { PinIcon } from '@/site/ui/pin-icon';
import { CompareLoader } from '@/features/compare/compare-loader';
import { comparePath } from '@/paths/compare-paths';
import { buttonClasses } from '@/site/editorial/buttons';
import { quotePath } from '@/paths/quote-paths';
import { dealersPath } from '@/paths/locator-paths';

/**
 * The product page: what the machine is, its images and headline numbers, what it welds, the full
 * technical data and Ecodesign figures, then technologies, functions, accessories, documents and
 * related machines, and the editors' extra sections.
 */
export async function Product({ blok, context }: BlockProps<ProductBlok>) {
  const { locale, story } = context;
  const [
    t,
    tc,
    tq,
    tl,
    families,
    materials,
    processes,
    downloadTypes,
    relations,
    settings,
    listing,
  ] = await Promise.all([
    getTranslations({ locale, namespace: 'Products' }),
    getTranslations({ locale, namespace: 'Compare' }),
    getTranslations({ locale, namespace: 'Leads' }),
    getTranslations({ locale, namespace: 'Locator' }),
    getDatasourceLabels('famiglie', locale),
    getDatasourceLabels('materiali', locale),
    getDatasourceLabels('processi', locale),
    getDatasourceLabels('tipi-download', locale),
    loadRelations(locale, blok),
    getGlobalSettings(locale),
    story ? getParentStory(locale, story) : null,
  ]);
  const id = `product-${shortId(blok._uid)}`;
  const family = families.get(blok.family) ?? '';
  const images = galleryImages(blok.image, blok.gallery);
  const description = blok.description?.content?.length ? blok.description : undefined;
  const sections = {
    overview: `${id}-overview`,
    data: `${id}-data`,
    ecodesign: `${id}-ecodesign`,
    functions: `${id}-functions`,
    accessories: `${id}-accessories`,
    downloads: `${id}-downloads`,
    related: `${id}-related`,
  };
  const links = [
    description || relations.technologies.length
      ? { id: sections.overview, text: t('overview') }
      : null,
    blok.technical_data?.length ? { id: sections.data, text: t('technicalData') } : null,
    { id: sections.ecodesign, text: t('ecodesignTitle') },
    relations.special_functions.length
      ? { id: sections.functions, text: t('specialFunctions') }
      : null,
    relations.accessories.length ? { id: sections.accessories, text: t('accessories') } : null,
    relations.downloads.length ? { id: sections.downloads, text: t('downloads') } : null,
  ].filter((link) => link !== null);
  const siteUrl = env().SITE_URL;
  const company = (settings.content as unknown as GlobalBlok).company_name;

  return (
    <article aria-labelledby={`${id}-name`}>
      {story ? (
        <JsonLd
          data={productJsonLd({
            product: blok,
            url: new URL(hrefFor(story, locale), siteUrl).href,
            images,
            brand: company,
            category: family,
            siteUrl,
          })}
        />
      ) : null}
      <header className="bg-white">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <BreadcrumbTrail context={context} />
        </div>
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-5 pt-2 pb-8 sm:px-8 md:pb-12 lg:grid-cols-12 lg:gap-12 lg:pb-16">
          <div className="lg:col-span-7">
            <ProductGallery id={id} name={blok.name} images={images} locale={locale} />
          </div>
          <div className="flex flex-col gap-6 lg:col-span-5 lg:pt-4">
            <div className="flex flex-col gap-3">
              {family ? <p className="eyebrow">{family}</p> : null}
              <h1 id={`${id}-name`} className="heading-1">
                {blok.name}
              </h1>
              <p className="text-steel-700">
                {t('modelCode')}{' '}
                <span className="rounded-sm bg-steel-100 px-2 py-0.5 font-mono text-sm font-semibold text-ink">
                  {blok.model_code}
                </span>
              </p>
            </div>
            <p className="text-lg leading-relaxed text-steel-800 md:text-xl">{blok.summary}</p>
            <ProductFacts
              facts={[
                {
                  term: t('processes'),
                  values: (blok.processo ?? []).flatMap((v) => processes.get(v) ?? []),
                },
                {
                  term: t('materials'),
                  values: (blok.materiale ?? []).flatMap((v) => materials.get(v) ?? []),
                },
              ]}
            />
            {story ? (
              <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
                <a href={quotePath(locale, [story.slug])} className={buttonClasses.primary}>
                  {tq('requestQuote')}
                </a>
                {/* Without JavaScript, the comparison with this product; with it, the tray's toggle. */}
                <a href={comparePath(locale, [story.slug])} className="compare-toggle">
                  {tc('addThis')}
                </a>
              </div>
            ) : null}
            {story ? <DatasheetLink story={story} locale={locale} /> : null}
            {/* A search, not a page: a plain link (docs/architecture.md, "Listing queries"). */}
            <a
              href={dealersPath(locale, families.has(blok.family) ? blok.family : undefined)}
              className="inline-flex min-h-11 items-center gap-2 self-start font-semibold link-underline"
              data-locator-link=""
            >
              <PinIcon className="icon-bold size-5" />
              {tl('productLink')}
            </a>
            <SectionLinks label={t('onThisPage')} links={links} />
          </div>
        </div>
      </header>

      <KeyFigures figures={blok.key_figures ?? []} label={t('keyFigures')} />

      {description || relations.technologies.length > 0 ? (
        <ProductSection id={sections.overview} title={t('overview')}>
          <div className="grid grid-cols-1 gap-10 lg:grid-cols-12 lg:gap-12">
            {description ? (
              <div className="prose-site lg:col-span-7">
                {renderRichText(description.content, context)}
              </div>
            ) : null}
            {relations.technologies.length > 0 ? (
              <div
                className={`flex flex-col gap-5 ${description ? 'lg:col-span-5' : 'lg:col-span-12'}`}
              >
                <h3 className="eyebrow">{t('technologies')}</h3>
                <FeatureList stories={relations.technologies} headingLevel="h4" />
              </div>
            ) : null}
          </div>
        </ProductSection>
      ) : null}

      <ProductSection id={sections.data} title={t('technicalData')} tone="muted">
        <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-12 lg:gap-12">
          <div className="border border-steel-200 lg:col-span-7">
            <TechDataTable
              rows={blok.technical_data ?? []}
              caption={t('technicalDataCaption', { name: blok.name })}
              headers={{ characteristic: t('characteristic'), value: t('value'), unit: t('unit') }}
              locale={locale}
            />
          </div>
          <div className="lg:sticky lg:top-24 lg:col-span-5">
            <EcodesignFigures
              id={sections.ecodesign}
              efficiency={blok.ecodesign_efficiency}
              idlePower={blok.ecodesign_idle_power}
              locale={locale}
            />
          </div>
        </div>
      </ProductSection>

      {relations.special_functions.length > 0 ? (
        <ProductSection id={sections.functions} title={t('specialFunctions')}>
          <FeatureList stories={relations.special_functions} compact />
        </ProductSection>
      ) : null}

      {relations.accessories.length > 0 ? (
        <ProductSection id={sections.accessories} title={t('accessories')} tone="muted">
          <AccessoryList
            stories={relations.accessories}
            codeLabel={(code) => t('articleNumber', { code })}
          />
        </ProductSection>
      ) : null}

      {relations.downloads.length > 0 ? (
        <ProductSection id={sections.downloads} title={t('downloads')}>
          <ul className="border-t border-steel-200">
            {relations.downloads.map((download) => (
              <DownloadItem
                key={download.slug}
                story={download}
                locale={locale}
                typeLabel={downloadTypes.get(downloadOf(download).download_type) ?? ''}
              />
            ))}
          </ul>
        </ProductSection>
      ) : null}

      {relations.related_products.length > 0 ? (
        <ProductSection id={sections.related} title={t('relatedProducts')} tone="muted">
          <ProductGrid
            stories={relations.related_products}
            locale={locale}
            families={families}
            processes={processes}
          />
        </ProductSection>
      ) : null}

      <RenderBlocks blocks={blok.body} context={context} />
      <CompareLoader />

      {listing ? (
        <div className="wrap max-w-7xl py-10">
          <PageLink
            href={hrefFor(listing, locale)}
            className="inline-flex min-h-11 items-center gap-2 link-underline"
          >
            <StrokeIcon d="M19 12H5M11 6l-6 6 6 6" className="icon-bold size-4" />
            {t('backTo', { name: listing.name })}
          </PageLink>
        </div>
      ) : null}
    </article>
  );
}
