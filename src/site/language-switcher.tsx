import { getTranslations } from 'next-intl/server';
import { localeLabels, locales, type Locale } from '@/i18n/routing';
import { GlobeIcon } from './header/icons';
import type { LanguageAlternate } from './language-alternates';

interface Props {
  locale: Locale;
  alternates: Record<Locale, LanguageAlternate>;
  /** `dark` on ink (the top bar, the mobile menu), `light` on white. */
  tone?: 'light' | 'dark';
}

const tones = {
  light: 'text-steel-700 hover:text-ink aria-[current]:text-ink',
  dark: 'text-steel-200 hover:text-white aria-[current]:text-white',
} as const;

/** Links to the current page in every other language, through each language's own slug. */
export async function LanguageSwitcher({ locale, alternates, tone = 'light' }: Props) {
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <nav aria-label={t('languages')} className="flex items-center gap-1">
      <span className={tone === 'dark' ? 'text-steel-200' : 'text-steel-600'}>
        <GlobeIcon />
      </span>
      <ul className="flex items-center">
        {locales.map((code) => {
          const notice = alternates[code].fallback
            ? t('notTranslated', { language: localeLabels[code] })
            : undefined;
          return (
            <li key={code}>
              {/* A plain anchor: another language is another root layout, so the page reloads anyway. */}
              <a
                href={alternates[code].href}
                title={notice}
                hrefLang={code}
                lang={code}
                aria-current={code === locale ? 'true' : undefined}
                className={`relative flex min-h-11 min-w-11 items-center justify-center text-sm font-semibold tracking-wider uppercase transition-colors after:absolute after:inset-x-2.5 after:bottom-2 after:h-0.5 after:bg-accent after:opacity-0 aria-[current]:after:opacity-100 ${tones[tone]}`}
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
