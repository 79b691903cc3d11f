import { compareSearch } from '@/catalogue/compare-query';
import { sitePath } from '@/content/href';
import { locales, type Locale } from '@/i18n/routing';

/**
 * The product comparison's page (issue 38) in each language, under the product list's path, and
 * the internal route that renders it (`src/app/[locale]/compare/`). The one place these URLs are
 * written.
 */
const COMPARE: Record<Locale, string> = {
  it: 'prodotti/confronta',
  en: 'products/compare',
  es: 'productos/comparar',
  fr: 'produits/comparer',
  de: 'produkte/vergleich',
};

/** The internal route segment under `/{locale}/`. */
export const COMPARE_ROUTE = 'compare';

/** The comparison page in `locale`, comparing `slugs` (none: the bare page, a form's action). */
export function comparePath(
  locale: Locale,
  slugs: readonly string[] = [],
  differencesOnly = false,
): string {
  return `${sitePath(COMPARE[locale], locale)}${compareSearch(slugs, differencesOnly)}`;
}

/** Which language's comparison page a visitor's path is, or undefined for any other path. */
export function matchComparePath(pathname: string): Locale | undefined {
  return locales.find((locale) => pathname === comparePath(locale));
}

/** The internal route the comparison renders on. */
export function compareRoute(locale: Locale): string {
  return `/${locale}/${COMPARE_ROUTE}`;
}
