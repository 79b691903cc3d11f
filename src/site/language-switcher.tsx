import { getTranslations } from 'next-intl/server';
import { localeLabels, locales, type Locale } from '@/i18n/routing';
import { GlobeIcon } from './header/icons';
import type { LanguageAlternate } from './language-alternates';

interface Props {
  locale: Locale;
  alternates: Record<Locale, LanguageAlternate>;
}

/**
 * Links to the current page in every other language, through each language's own slug; on ink
 * (the top strip, the menu panel).
 */
export async function LanguageSwitcher({ locale, alternates }: Props) {
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <nav aria-label={t('languages')} className="language-links">
      <span>
        <GlobeIcon />
      </span>
      <ul>
        {locales.map((code) => {
          const notice = alternates[code].fallback
            ? t('notTranslated', { language: localeLabels[code] })
            : undefined;
          return (
            <li key={code}>
              {/* A plain anchor: another language is another root layout, so the page reloads anyway. */}
              <a
                href={alternates[code].href}
                hrefLang={code}
                lang={code}
                {...(notice ? { title: notice } : {})}
                {...(code === locale ? { 'aria-current': 'true' as const } : {})}
              >
                <span aria-hidden="true">{code}</span>
                <span className="sr-only">{notice ?? localeLabels[code]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
