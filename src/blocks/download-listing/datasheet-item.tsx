import { getTranslations } from 'next-intl/server';
import { languageName } from '@/catalogue/language-names';
import { hrefFor, type Story } from '@/content';
import type { ProductBlok } from '@/content/generated/components';
import { locales, type Locale } from '@/i18n/routing';
import { DATASHEET_TYPE, datasheetPath } from '@/paths/datasheet-paths';
import { StrokeIcon } from '@/site/ui/stroke-icon';

/**
 * A product's generated datasheet in the download list (issue 46): its type, the product's name
 * (the link to its page), the file in the visitor's language, and the other languages beside it.
 */
export async function DatasheetItem({
  story,
  locale,
  typeLabel,
}: {
  story: Story;
  locale: Locale;
  typeLabel: string;
}) {
  const [t, tl] = await Promise.all([
    getTranslations({ locale, namespace: 'Datasheet' }),
    getTranslations({ locale, namespace: 'DownloadListing' }),
  ]);
  const product = story.content as unknown as ProductBlok;
  const others = locales.filter((other) => other !== locale);
  return (
    <li className="download">
      <div className="flex flex-1 gap-5">
        <span aria-hidden="true" className="file-tile">
          <span />
          PDF
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <p className="label-caps">{typeLabel}</p>
          <h3 className="download-title">
            <a href={hrefFor(story, locale)}>{product.name}</a>
          </h3>
          <p className="line-clamp-2 text-steel-700">{product.summary}</p>
          <div className="flex flex-wrap items-center gap-2 pt-1 text-sm">
            <span className="text-steel-600">{t('otherLanguages')}</span>
            <ul className="flex flex-wrap gap-1" aria-label={t('otherLanguages')}>
              {others.map((other) => (
                <li key={other}>
                  <a
                    href={datasheetPath(hrefFor(story, other))}
                    type={DATASHEET_TYPE}
                    hrefLang={other}
                    className="language-code"
                  >
                    {other}
                    {/* the visible code first, so the link's name contains what is seen */}
                    <span className="sr-only">
                      {` (${languageName(other, locale)}): ${product.name}`}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <a
        href={datasheetPath(hrefFor(story, locale))}
        type={DATASHEET_TYPE}
        hrefLang={locale}
        className="download-file"
      >
        <StrokeIcon d="M12 3v12M7 10l5 5 5-5M4 20h16" />
        <span>
          {tl('download')}{' '}
          <span className="font-normal whitespace-nowrap">
            PDF · {languageName(locale, locale)}
          </span>
          <span className="sr-only">: {t('linkOf', { name: product.name })}</span>
        </span>
      </a>
    </li>
  );
}
