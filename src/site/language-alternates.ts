import { hrefFor, localesOf, sitePath, type Story } from '@/content';
import { locales, type Locale } from '@/i18n/routing';

export interface LanguageAlternate {
  href: string;
  /** The page has no version in that language, so the link leads to that language's home. */
  fallback: boolean;
}

/** The id of the home's notice that the page a visitor came from has no version in its language. */
export const untranslatedNoticeId: Record<Locale, string> = {
  it: 'pagina-non-tradotta',
  en: 'page-not-translated',
  es: 'pagina-no-traducida',
  fr: 'page-non-traduite',
  de: 'seite-nicht-uebersetzt',
};

/**
 * Where the language switcher leads from a page: the same story through its translated slug, or
 * the language's home when the story has no translation there, at the notice that says so (the
 * hash shows it, so the home stays one cacheable page). Without a story (error pages), every
 * language's home.
 */
export function languageAlternates(story?: Story): Record<Locale, LanguageAlternate> {
  const available = story ? localesOf(story) : [];
  return Object.fromEntries(
    locales.map((code) => {
      const translated = story !== undefined && available.includes(code);
      const fallback = story !== undefined && !translated;
      const href = translated
        ? hrefFor(story, code)
        : sitePath('home', code) + (fallback ? `#${untranslatedNoticeId[code]}` : '');
      return [code, { href, fallback }];
    }),
  ) as Record<Locale, LanguageAlternate>;
}
