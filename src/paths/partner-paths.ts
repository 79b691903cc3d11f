import { sitePath } from '@/content/href';
import { isLocale, locales, type Locale } from '@/i18n/routing';

/**
 * The reserved area's pages (issue 21): their paths in each language, and the internal routes
 * that render them (`src/app/[locale]/partner-area/`). The one place these URLs are written.
 */
const PARTNER_AREA: Record<Locale, string> = {
  it: 'area-riservata',
  en: 'partner-area',
  es: 'area-reservada',
  fr: 'espace-partenaires',
  de: 'partnerbereich',
};

const SIGN_IN: Record<Locale, string> = {
  it: 'accesso',
  en: 'sign-in',
  es: 'acceso',
  fr: 'connexion',
  de: 'anmelden',
};

export type PartnerPage = 'area' | 'sign-in';

/** The internal route segment under `/{locale}/`. */
export const PARTNER_ROUTE = 'partner-area';

/** The reserved area's list of partner documents in `locale`. */
export function partnerAreaPath(locale: Locale): string {
  return sitePath(PARTNER_AREA[locale], locale);
}

/** The sign-in page in `locale`; `next` is where a successful sign-in goes (a site path). */
export function signInPath(locale: Locale, next?: string): string {
  const path = sitePath(`${PARTNER_AREA[locale]}/${SIGN_IN[locale]}`, locale);
  return next ? `${path}?${new URLSearchParams({ next })}` : path;
}

/** The page of the other languages, for the language switcher and hreflang. */
export function partnerPagePath(page: PartnerPage, locale: Locale): string {
  return page === 'area' ? partnerAreaPath(locale) : signInPath(locale);
}

/** Which reserved page a visitor's path is, in which language; undefined for any other path. */
export function matchPartnerPath(
  pathname: string,
): { page: PartnerPage; locale: Locale } | undefined {
  for (const locale of locales) {
    if (pathname === partnerAreaPath(locale)) return { page: 'area', locale };
    if (pathname === signInPath(locale)) return { page: 'sign-in', locale };
  }
  return undefined;
}

/** The internal route a reserved page renders on. */
export function partnerRoute(page: PartnerPage, locale: Locale): string {
  return `/${locale}/${PARTNER_ROUTE}${page === 'sign-in' ? '/sign-in' : ''}`;
}

/**
 * Where a sign-in may send the visitor: a path on this site only (never `//host` or a scheme), so
 * the page cannot be used to send people elsewhere; anything else goes to the reserved area.
 */
export function safeNextPath(next: string | null | undefined, locale: Locale): string {
  if (next && /^\/(?![/\\])[^\s]*$/.test(next) && isLocale(locale)) return next;
  return partnerAreaPath(locale);
}

/**
 * A partner document's file, served only to a valid session (`/api/partner-files/`): never
 * written on a public page, never in the sitemap, never kept by a shared cache.
 */
export function partnerFilePath(uuid: string, fileName: string): string {
  return `/api/partner-files/${encodeURIComponent(uuid)}/${encodeURIComponent(fileName)}`;
}
