import { answersSearch, type FinderAnswers } from '@/catalogue/finder/answers';
import { sitePath } from '@/content/href';
import { locales, type Locale } from '@/i18n/routing';

/**
 * The product finder's page (issue 45) in each language, under the product list's path, and the
 * internal route that renders it (`src/app/[locale]/product-finder/`). The one place these URLs
 * are written.
 */
const FINDER: Record<Locale, string> = {
  it: 'prodotti/guida-alla-scelta',
  en: 'products/product-finder',
  es: 'productos/asistente',
  fr: 'produits/guide-de-choix',
  de: 'produkte/produktberater',
};

/** The internal route segment under `/{locale}/`. */
export const FINDER_ROUTE = 'product-finder';

/** The finder in `locale` with `answers` as its query (none: the bare page, the form's action). */
export function finderPath(locale: Locale, answers?: FinderAnswers): string {
  return `${sitePath(FINDER[locale], locale)}${answers ? answersSearch(answers) : ''}`;
}

/** Which language's finder a visitor's path is, or undefined for any other path. */
export function matchFinderPath(pathname: string): Locale | undefined {
  return locales.find((locale) => pathname === finderPath(locale));
}

/** The internal route the finder renders on. */
export function finderRoute(locale: Locale): string {
  return `/${locale}/${FINDER_ROUTE}`;
}
