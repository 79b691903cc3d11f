import { describe, expect, it } from 'vitest';
import { hasListingQuery, toSearchParams } from './listing-query';
import { listingQueryRoute } from './listing-query-route';

describe('listing query', () => {
  it('recognises the product filters, the search term and paging', () => {
    expect(
      hasListingQuery(new URLSearchParams('filter_query[materiale][any_in_array]=alluminio')),
    ).toBe(true);
    expect(hasListingQuery(new URLSearchParams('search_term=pulse'))).toBe(true);
    expect(hasListingQuery(new URLSearchParams('page=2'))).toBe(true);
  });

  it('leaves pages with other parameters pre-rendered', () => {
    expect(hasListingQuery(new URLSearchParams('utm_source=newsletter&gclid=x'))).toBe(false);
    expect(hasListingQuery(new URLSearchParams(''))).toBe(false);
  });

  it("turns Next's searchParams into URLSearchParams, keeping repeated keys", () => {
    const params = toSearchParams({ type: ['manual', 'catalogue'], page: '2', empty: undefined });
    expect(params.getAll('type')).toEqual(['manual', 'catalogue']);
    expect(params.get('page')).toBe('2');
    expect(params.has('empty')).toBe(false);
  });

  it('renders a page with a listing query on the internal route of its language', () => {
    expect(listingQueryRoute('/prodotti')).toBe('/it/listing-query/prodotti');
    expect(listingQueryRoute('/en/products')).toBe('/en/listing-query/products');
    expect(listingQueryRoute('/de')).toBe('/de/listing-query');
    expect(listingQueryRoute('/')).toBe('/it/listing-query');
  });
});
