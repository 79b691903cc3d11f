import { hrefFor, localesOf, sitePath, type Story } from '@/content';
import { locales, type Locale } from '@/i18n/routing';

export interface LanguageAlternate {
  href: string;
  /** The page has no version in that language, so the link leads to that language's home. */
  fallback: boolean;
}

/**
 * Where the language switcher leads from a page: the same story through its translated slug, or
 * the language's home when the story has no translation there. Without a story (error pages),
 * every language's home.
 */
export function languageAlternates(story?: Story): Record<Locale, LanguageAlternate> {
  const available = story ? localesOf(story) : [];
  return Object.fromEntries(
    locales.map((code) => {
      const translated = story !== undefined && available.includes(code);
      return [
        code,
        {
          href: translated ? hrefFor(story, code) : sitePath('home', code),
          fallback: story !== undefined && !translated,
        },
      ];
    }),
  ) as Record<Locale, LanguageAlternate>;
}
