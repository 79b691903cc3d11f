import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';

/**
 * The internal route that answers a visitor's page path under a route segment of its own:
 * `/en/products/x` under `datasheet` is `/en/datasheet/products/x`, and `/prodotti/x` (the default
 * language has no prefix) is `/it/datasheet/prodotti/x`.
 */
export function internalRoute(
  pagePath: string,
  segment: string,
): { locale: Locale; route: string } {
  const segments = pagePath.split('/').filter(Boolean);
  const prefixed = isLocale(segments[0]) && segments[0] !== defaultLocale;
  const locale: Locale = prefixed ? (segments[0] as Locale) : defaultLocale;
  const rest = prefixed ? segments.slice(1) : segments;
  return { locale, route: `/${locale}/${segment}${rest.map((part) => `/${part}`).join('')}` };
}

/** A path derived from a page's (`.rss`, `.ics`, `.pdf`): the page's and the route that answers. */
export interface DerivedPathRequest {
  locale: Locale;
  /** The page's path, which must be a canonical page path for the derived one to exist. */
  pagePath: string;
  /** The internal route that answers it. */
  route: string;
}
