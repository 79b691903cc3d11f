import { getTranslations } from 'next-intl/server';
import { getDatasourceLabels, hrefFor, isForPartners } from '@/content';
import { buttonClasses } from '@/site/editorial/buttons';
import { FactList } from '@/site/editorial/fact-list';
import { Icon } from '@/site/editorial/icons';
import { ProductTeaserCard } from '@/site/editorial/product-card';
import { relatedStories } from '@/site/editorial/related-stories';
import { HeaderBadge, TemplateHeader } from '@/site/editorial/template-header';
import { formatDay, isoDay, parseContentDate, renderTime } from '@/site/format/date';
import { JsonLd } from '@/site/format/json-ld';
import { fileFormat, formatFileSize, languageNames } from '@/site/format/number';
import { organizationJsonLd, siteUrl } from '@/site/format/organization';
import { ContentImage } from '@/site/ui/content-image';
import { assetSize } from '@/content/asset-size';
import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import { BreadcrumbTrail } from '../breadcrumbs/breadcrumb-trail';
import type { BlockProps } from '../types';
import { downloadJsonLd } from './download-json-ld';
import { PartnerAccess } from '../download-listing/partner-access';
import type { DownloadBlok, ProductBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

/**
 * A document of the download area or a certificate: what it is, the file with its format and
 * size, its languages and the products it concerns; a certificate adds issuer, standard, number
 * and validity. A document for partners shows a lock and the way to sign in instead of the file,
 * and its URL appears nowhere on the page, its structured data included.
 */
export async function Download({ blok, context }: BlockProps<DownloadBlok>) {
  const { locale, story } = context;
  const [t, types, families, products, organization] = await Promise.all([
    getTranslations({ locale, namespace: 'DownloadItem' }),
    getDatasourceLabels('tipi-download', locale),
    getDatasourceLabels('famiglie', locale),
    relatedStories(locale, blok.products, 'product'),
    organizationJsonLd(locale),
  ]);
  const certificate = blok.download_type === 'certificate';
  // a document's cover, like a certificate, is a portrait page: shown whole, not cut to 4:3
  const imageSize = blok.image?.filename ? assetSize(blok.image.filename) : undefined;
  const portrait = !!imageSize && imageSize.height > imageSize.width;
  const typeLabel = types.get(blok.download_type) ?? (certificate ? t('certificate') : undefined);
  const partners = isForPartners(blok);
  const fileUrl = partners ? undefined : blok.file?.filename || undefined;
  const format = fileFormat(blok.file?.filename || undefined);
  const size = formatFileSize(blok.file_size_kb, locale);
  const meta = [format, size].filter(Boolean).join(' · ');
  const languages = languageNames(blok.languages, locale);
  const validUntil = parseContentDate(blok.valid_until);
  const active = !validUntil || validUntil.getTime() >= renderTime().getTime();
  const productNames = products.map((product) => (product.content as unknown as ProductBlok).name);
  const downloadLink = partners ? (
    <PartnerAccess locale={locale} title={blok.title} file={meta} variant="page" />
  ) : fileUrl ? (
    <a href={fileUrl} download className={`${buttonClasses.primary} w-full`}>
      <Icon name="download" />
      <span>{format ? t('download', { format }) : t('downloadFile')}</span>
      {meta ? <span className="font-normal text-ink/80">· {size}</span> : null}
    </a>
  ) : null;
  return (
    <article>
      <TemplateHeader
        breadcrumbs={<BreadcrumbTrail context={context} tone="dark" />}
        eyebrow={typeLabel ?? t('eyebrow')}
        badges={
          certificate && validUntil && !active ? (
            <HeaderBadge>{t('expired', { date: formatDay(validUntil, locale) })}</HeaderBadge>
          ) : null
        }
        title={blok.title}
        lead={blok.description}
        meta={
          meta ? (
            <p className="flex items-center gap-2 font-semibold text-white" data-file-meta="">
              <Icon name="document" className="size-5 text-accent" />
              {meta}
            </p>
          ) : null
        }
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:py-20 lg:gap-16">
        <div className="flex min-w-0 flex-col gap-8 md:col-start-2 md:row-start-1">
          <section
            aria-labelledby={`${shortId(blok._uid)}-details`}
            className="flex flex-col gap-6"
          >
            <h2 id={`${shortId(blok._uid)}-details`} className="heading-2">
              {t('details')}
            </h2>
            <FactList
              className="rounded-sm border border-steel-200 border-t-4 border-t-accent bg-white p-6"
              facts={[
                { term: t('type'), value: typeLabel },
                ...(certificate
                  ? [
                      { term: t('standard'), value: blok.standard },
                      { term: t('issuer'), value: blok.issuer },
                      { term: t('number'), value: blok.certificate_number },
                      {
                        term: t('validUntil'),
                        value: validUntil ? (
                          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                            <time dateTime={isoDay(validUntil)}>
                              {formatDay(validUntil, locale)}
                            </time>
                            {active ? (
                              <span className="inline-flex items-center gap-1 text-sm font-semibold text-steel-700">
                                <Icon name="check" className="size-4" />
                                {t('valid')}
                              </span>
                            ) : null}
                          </span>
                        ) : undefined,
                      },
                    ]
                  : []),
                { term: t('file'), value: meta },
                { term: t('languages'), value: languages.join(', ') },
              ]}
            />
            {downloadLink}
          </section>
        </div>
        {blok.image?.filename ? (
          <figure
            className={`relative mx-auto w-full self-start overflow-hidden rounded-sm border border-steel-200 bg-steel-50 shadow-xl md:col-start-1 md:row-start-1 md:max-w-none ${portrait ? 'aspect-[1240/1754] max-w-xs' : 'aspect-[4/3]'}`}
          >
            <ContentImage
              asset={blok.image}
              fill
              priority
              sizes="(min-width: 1152px) 440px, (min-width: 768px) 40vw, 100vw"
            />
          </figure>
        ) : null}
      </div>
      {products.length ? (
        <Section tone="muted" labelledBy={`${shortId(blok._uid)}-products`}>
          <SectionHeading id={`${shortId(blok._uid)}-products`}>{t('products')}</SectionHeading>
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {products.map((product) => (
              <li key={product.slug}>
                <ProductTeaserCard
                  story={product}
                  locale={locale}
                  familyLabel={families.get((product.content as unknown as ProductBlok).family)}
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {story ? (
        <JsonLd
          data={downloadJsonLd({
            download: blok,
            url: siteUrl(hrefFor(story, locale)),
            fileUrl: fileUrl ? siteUrl(fileUrl) : undefined,
            partnersOnly: partners,
            imageUrl: blok.image?.filename ? siteUrl(blok.image.filename) : undefined,
            validUntil,
            active,
            organization,
            productNames,
          })}
        />
      ) : null}
    </article>
  );
}
