import { getTranslations } from 'next-intl/server';
import { localeLabels, locales, type Locale } from '@/i18n/routing';
import type { LanguageAlternate } from './language-alternates';

interface Props {
  locale: Locale;
  alternates: Record<Locale, LanguageAlternate>;
}

/** Links to the current page in every other language, through each language's own slug. */
export async function LanguageSwitcher({ locale, alternates }: Props) {
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <nav aria-label={t('languages')}>
      <ul className="flex items-center gap-1 text-sm font-semibold">
        {locales.map((code) => (
          <li key={code}>
            {/* A plain anchor: another language is another root layout, so the page reloads anyway. */}
            <a
              href={alternates[code].href}
              title={
                alternates[code].fallback
                  ? t('notTranslated', { language: localeLabels[code] })
                  : undefined
              }
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              className="flex min-h-11 min-w-11 items-center justify-center rounded-sm uppercase hover:bg-steel-100 aria-[current]:bg-ink aria-[current]:text-white"
            >
              <span aria-hidden="true">{code}</span>
              <span className="sr-only">
                {alternates[code].fallback
                  ? t('notTranslated', { language: localeLabels[code] })
                  : localeLabels[code]}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
