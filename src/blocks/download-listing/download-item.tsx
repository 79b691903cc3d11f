import { PageLink } from '@/site/ui/page-link';
import { getTranslations } from 'next-intl/server';
import { fileSummary } from '@/catalogue/file-info';
import { languageName } from '@/catalogue/language-names';
import { assetSize } from '@/content/asset-size';
import { hrefFor, isForPartners, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { ContentImage } from '@/site/ui/content-image';
import { StrokeIcon } from '@/site/ui/stroke-icon';
import { downloadOf } from './load-downloads';
import { PartnerAccess } from './partner-access';

function FileTile({ format }: { format: string }) {
  return (
    <span aria-hidden="true" className="file-tile">
      <span />
      {format || 'DOC'}
    </span>
  );
}

function dateOf(value: string | undefined, locale: Locale): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value.replace(' ', 'T') + (value.length <= 16 ? ':00Z' : ''));
  if (Number.isNaN(time)) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

/**
 * One document: type, title (the link to its page), what it is, its languages, and the file itself
 * with format and size ("PDF · 1,2 MB" in the visitor's number format). A document for partners
 * shows a lock and the way to sign in instead of its file, whose URL never reaches the page.
 */
export async function DownloadItem({
  story,
  locale,
  typeLabel,
  headingLevel: Heading = 'h3',
}: {
  story: Story;
  locale: Locale;
  typeLabel: string;
  headingLevel?: 'h3' | 'h4';
}) {
  const t = await getTranslations({ locale, namespace: 'DownloadListing' });
  const item = downloadOf(story);
  const file = fileSummary(item.file?.filename ?? '', item.file_size_kb, locale);
  const format = file.split(' · ')[0] ?? '';
  const size = item.image ? assetSize(item.image.filename) : undefined;
  const portrait = !!size && size.height > size.width;
  const languages = item.languages ?? [];
  const validUntil = dateOf(item.valid_until, locale);
  const facts = [
    item.standard,
    item.issuer ? t('issuedBy', { issuer: item.issuer }) : undefined,
    item.certificate_number
      ? t('certificateNumber', { number: item.certificate_number })
      : undefined,
    validUntil ? t('validUntil', { date: validUntil }) : undefined,
  ].filter(Boolean);
  return (
    <li className="download">
      <div className="flex flex-1 gap-5">
        {portrait ? (
          <div className="download-cover">
            <ContentImage asset={item.image} sizes="64px" fill decorative />
          </div>
        ) : (
          <FileTile format={format} />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <p className="label-caps">{typeLabel}</p>
          <Heading className="download-title">
            <PageLink href={hrefFor(story, locale)}>{item.title}</PageLink>
          </Heading>
          {item.description ? (
            <p className="line-clamp-2 text-steel-700">{item.description}</p>
          ) : null}
          {facts.length > 0 ? <p className="text-sm text-steel-700">{facts.join(' · ')}</p> : null}
          {languages.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2 pt-1 text-sm">
              <span className="text-steel-600">{t('languages')}</span>
              <ul className="flex flex-wrap gap-1" aria-label={t('languages')}>
                {languages.map((code) => (
                  <li key={code}>
                    <span aria-hidden="true" className="language-code">
                      {code}
                    </span>
                    <span className="sr-only">{languageName(code, locale)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      {isForPartners(item) ? (
        <PartnerAccess locale={locale} title={item.title} file={file} />
      ) : item.file?.filename ? (
        <a href={item.file.filename} className="download-file">
          <StrokeIcon d="M12 3v12M7 10l5 5 5-5M4 20h16" />
          <span>
            {t('download')} <span className="font-normal whitespace-nowrap">{file}</span>
            <span className="sr-only">: {item.title}</span>
          </span>
        </a>
      ) : null}
    </li>
  );
}
