import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { fileSummary } from '@/catalogue/file-info';
import { languageName } from '@/catalogue/language-names';
import { assetSize } from '@/content/asset-size';
import { hrefFor, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { ContentImage } from '@/site/ui/content-image';
import { downloadOf } from './load-downloads';

function FileTile({ format }: { format: string }) {
  return (
    <span
      aria-hidden="true"
      className="relative flex h-20 w-16 shrink-0 items-end justify-center rounded-sm border border-steel-300 bg-white pb-3 text-xs font-extrabold tracking-wider"
    >
      <span className="absolute top-0 right-0 size-4 border-b border-l border-steel-300 bg-steel-100" />
      {format || 'DOC'}
    </span>
  );
}

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3v12M7 10l5 5 5-5M4 20h16" />
    </svg>
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
 * with format and size ("PDF · 1,2 MB" in the visitor's number format).
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
    <li className="relative flex flex-col gap-4 border-b border-steel-200 py-6 sm:flex-row sm:items-center sm:gap-6">
      <div className="flex flex-1 gap-5">
        {portrait ? (
          <div className="relative h-20 w-16 shrink-0 overflow-hidden rounded-sm border border-steel-200 bg-white">
            <ContentImage asset={item.image} sizes="64px" fill decorative />
          </div>
        ) : (
          <FileTile format={format} />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <p className="text-xs font-semibold tracking-[0.16em] text-steel-600 uppercase">
            {typeLabel}
          </p>
          <Heading className="text-lg leading-snug font-bold break-words hyphens-auto">
            <NextLink
              href={hrefFor(story, locale)}
              className="hover:underline hover:decoration-accent hover:decoration-2 hover:underline-offset-4"
            >
              {item.title}
            </NextLink>
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
                    <span
                      aria-hidden="true"
                      className="inline-block rounded-sm bg-steel-100 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-steel-800 uppercase"
                    >
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
      {item.file?.filename ? (
        <a
          href={item.file.filename}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 self-start rounded-sm border-2 border-ink px-4 text-sm font-semibold transition-colors duration-250 hover:bg-ink hover:text-white sm:self-center"
        >
          <DownloadIcon />
          <span>
            {t('download')} <span className="font-normal whitespace-nowrap">{file}</span>
            <span className="sr-only">: {item.title}</span>
          </span>
        </a>
      ) : null}
    </li>
  );
}
