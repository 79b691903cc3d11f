import type { LeadKind } from '@/leads/lead-fields';
import { isCountryCode, type CountryCode } from '@/leads/countries';
import { PRODUCTS_KEY, productSlugs } from '@/paths/product-query';
import { SENT_KEY } from './lead-form-state';

/** The thank-you view's query key for the request's reference (the store's id, a UUID). */
export const REFERENCE_KEY = 'ref';
/** The thank-you view's query key for the country the request named. */
export const COUNTRY_KEY = 'country';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the thank-you view recaps: only what the visitor chose, never what they typed. */
export interface ThanksRecap {
  reference?: string;
  products: string[];
  country?: CountryCode;
}

/**
 * The thank-you view's query for an accepted request: its kind, its reference, and for a quote
 * the products and the country chosen. The page prints nothing else of the request, so the URL
 * carries no personal data, and a forged URL can only show the catalogue's names and a country.
 */
export function thanksSearch(kind: LeadKind, recap: ThanksRecap): string {
  const query = new URLSearchParams({ [SENT_KEY]: kind });
  if (recap.reference) query.set(REFERENCE_KEY, recap.reference);
  if (kind === 'quote' && recap.country) query.set(COUNTRY_KEY, recap.country);
  const products =
    kind === 'quote' && recap.products.length > 0
      ? `&${PRODUCTS_KEY}=${recap.products.join(',')}`
      : '';
  return `?${query.toString()}${products}`;
}

/** The recap a thank-you URL names, each part checked: anything else is dropped unread. */
export function readThanks(query: URLSearchParams): ThanksRecap {
  const reference = query.get(REFERENCE_KEY) ?? '';
  const country = query.get(COUNTRY_KEY) ?? '';
  return {
    reference: UUID.test(reference) ? reference : undefined,
    products: productSlugs(query.getAll(PRODUCTS_KEY)),
    country: isCountryCode(country) ? country : undefined,
  };
}
