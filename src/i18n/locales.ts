/**
 * The locales and the language cookie, with no dependency: `routing.ts` exports them to the site,
 * and the production server (compiled apart, server/) reads them through the inline language
 * script without loading next-intl.
 */
export const locales = ['it', 'en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'it';

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
