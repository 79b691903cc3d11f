import { getTranslations } from 'next-intl/server';
import { formatFileSize } from '@/catalogue/file-info';
import { languageName } from '@/catalogue/language-names';
import { hrefFor, type Story } from '@/content';
import { datasheetFile } from '@/datasheet/datasheet-file';
import type { Locale } from '@/i18n/routing';
import { DATASHEET_TYPE, datasheetPath } from '@/paths/datasheet-paths';
import { StrokeIcon } from '@/site/ui/stroke-icon';

/**
 * "Datasheet (PDF, 58 kB)" in the page's language. The size is the real file's: the page is
 * rendered once (at build, then after each publish that touches it), and that render generates the
 * datasheet, which is kept by its content (src/datasheet/datasheet-file.ts), so the file the link
 * fetches is the one measured here, without a generation per visit.
 */
export async function DatasheetLink({ story, locale }: { story: Story; locale: Locale }) {
  const [t, file] = await Promise.all([
    getTranslations({ locale, namespace: 'Datasheet' }),
    datasheetFile(story, locale),
  ]);
  const size = formatFileSize(file.bytes.length / 1000, locale);
  return (
    <a
      href={datasheetPath(hrefFor(story, locale))}
      type={DATASHEET_TYPE}
      hrefLang={locale}
      className="inline-flex min-h-11 items-center gap-2 self-start font-semibold link-underline"
    >
      <StrokeIcon d="M12 3v12M7 10l5 5 5-5M4 20h16" className="icon-bold size-5" />
      <span>
        {t('link', { size })}
        <span className="font-normal text-steel-700"> · {languageName(locale, locale)}</span>
      </span>
    </a>
  );
}
