import { internalRoute } from './internal-route';
import { LISTING_QUERY_SEGMENT } from './listing-query';

/**
 * The internal route a visitor's page path renders on when it carries a listing query:
 * `/en/products` -> `/en/listing-query/products`, `/prodotti` -> `/it/listing-query/prodotti`.
 */
export function listingQueryRoute(pathname: string): string {
  return internalRoute(pathname, LISTING_QUERY_SEGMENT).route;
}
