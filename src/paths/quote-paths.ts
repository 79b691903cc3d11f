import { sitePath } from '@/content/href';
import type { Locale } from '@/i18n/routing';
import { PRODUCTS_KEY } from './product-query';

/**
 * The quote request's page (issue 44) in each language: a content story holding the quote form,
 * at a path fixed so that product pages, the comparison and the product finder can link to it with
 * their products. The one place these URLs are written.
 */
const QUOTE: Record<Locale, string> = {
  it: 'richiedi-un-preventivo',
  en: 'request-a-quote',
  es: 'solicitar-presupuesto',
  fr: 'demande-de-devis',
  de: 'angebot-anfordern',
};

/** The products' query key, as the comparison's (`?p=slug,slug`). */
export const QUOTE_PRODUCTS_KEY = PRODUCTS_KEY;

/** A page holding the quote form (`path`), prefilled with `slugs` (none: the bare page). */
export function withQuoteProducts(path: string, slugs: readonly string[] = []): string {
  return slugs.length === 0 ? path : `${path}?${QUOTE_PRODUCTS_KEY}=${slugs.join(',')}`;
}

/** The quote page in `locale`, prefilled with `slugs` (none: the bare page). */
export function quotePath(locale: Locale, slugs: readonly string[] = []): string {
  return withQuoteProducts(sitePath(QUOTE[locale], locale), slugs);
}
