import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { buttonClasses } from '@/site/editorial/buttons';

/**
 * What a paged listing shows for a page past its end or a malformed page number: what happened,
 * and a way back to the first page, instead of an empty list or an error.
 */
export async function PageOutOfRange({
  locale,
  malformed,
  title,
  pastEndText,
  firstPageHref,
  firstPageLabel,
}: {
  locale: Locale;
  /** The page number was not one (`?page=abc`): the shared sentence says so. */
  malformed: boolean;
  title: string;
  /** The listing's own words for a page past its end. */
  pastEndText: string;
  firstPageHref: string;
  firstPageLabel: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Paging' });
  return (
    <div
      className="flex max-w-2xl flex-col items-start gap-4 rounded-sm border-l-4 border-accent bg-steel-50 p-6 sm:p-8"
      data-listing-state="out-of-range"
    >
      <h3 className="heading-3">{title}</h3>
      <p className="text-steel-700">{malformed ? t('malformedPage') : pastEndText}</p>
      <a href={firstPageHref} className={buttonClasses.primary}>
        {firstPageLabel}
      </a>
    </div>
  );
}
