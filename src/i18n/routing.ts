import { defineRouting } from 'next-intl/routing';
import { defaultLocale, languageCookie, locales, type Locale } from './locales';

/**
 * The single source of locales, prefixes and the language cookie for the site: everything in it
 * imports from here. The values themselves live in `locales.ts`, which needs no next-intl, for the
 * one reader outside Next's bundles (the language script the server allows by its hash).
 */
export { defaultLocale, languageCookie, locales, type Locale };

/** Spec section 9: the labels shown in the language switcher, each in its own language. */
export const localeLabels: Record<Locale, string> = {
  it: 'Italiano',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
};

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: false,
  // Browser-language redirects are decided in the routing-layer issue; until then a URL means what it says.
  localeDetection: false,
  // hreflang alternates come from CMS slugs in page metadata, not from next-intl's single-path guess.
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
