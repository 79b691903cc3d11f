import { defineRouting } from 'next-intl/routing';

/** The single source of locales, prefixes and the language cookie. Everything else imports from here. */
export const locales = ['it', 'en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'it';

/** Spec section 9: the labels shown in the language switcher, each in its own language. */
export const localeLabels: Record<Locale, string> = {
  it: 'Italiano',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
};

/**
 * Spec section 4: the language cookie, 365 days, path /, SameSite lax. The browser writes it when
 * the visitor follows a language link (src/features/language-cookie); no page answer sets it, so
 * every page can be kept by shared caches. Nothing routes by it: the URL says the language.
 */
export const languageCookie = {
  name: 'NEXT_LOCALE',
  maxAgeSeconds: 60 * 60 * 24 * 365,
  path: '/',
  sameSite: 'lax',
} as const;

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
