import { describe, expect, it } from 'vitest';
import { itemsPerPage, pageCount, pageHref, pageLinks, requestedPage } from './paging';

describe('the requested page', () => {
  it('is page 1 on the pre-rendered page and without a page parameter', () => {
    expect(requestedPage(undefined)).toEqual({ kind: 'page', page: 1 });
    expect(requestedPage(new URLSearchParams('search_term=x'))).toEqual({ kind: 'page', page: 1 });
  });

  it('reads a whole number from 1', () => {
    expect(requestedPage(new URLSearchParams('page=2'))).toEqual({ kind: 'page', page: 2 });
    expect(requestedPage(new URLSearchParams('page=999'))).toEqual({ kind: 'page', page: 999 });
  });

  it.each(['', '0', '-1', '1.5', 'abc', '2abc', '01', ' 2', '1e3', '100001'])(
    'calls page=%j malformed',
    (raw) => {
      expect(requestedPage(new URLSearchParams({ page: raw }))).toEqual({ kind: 'malformed', raw });
    },
  );

  it('calls a repeated page parameter malformed', () => {
    expect(requestedPage(new URLSearchParams('page=2&page=3')).kind).toBe('malformed');
  });
});

describe('items per page', () => {
  it("reads the field, and falls back to the listing's default", () => {
    expect(itemsPerPage('6', 9)).toBe(6);
    expect(itemsPerPage(undefined, 9)).toBe(9);
    expect(itemsPerPage('', 12)).toBe(12);
    expect(itemsPerPage('0', 9)).toBe(9);
    expect(itemsPerPage('1000', 9)).toBe(9);
    expect(itemsPerPage('2.5', 12)).toBe(12);
  });
});

describe('pager links', () => {
  it('lists every page of a short listing', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 2)).toEqual([1, 2]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageLinks(1, 0)).toEqual([]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageLinks(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageLinks(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageLinks(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });

  it('links page 1 to the plain listing and the others with ?page=', () => {
    expect(pageHref('/en/news', 1)).toBe('/en/news');
    expect(pageHref('/en/news', 2)).toBe('/en/news?page=2');
  });

  it("keeps the listing's other query in front of the page", () => {
    const search = '?filter_query[materiale][any_in_array]=alluminio';
    expect(pageHref('/prodotti', 1, search)).toBe(`/prodotti${search}`);
    expect(pageHref('/prodotti', 3, search)).toBe(`/prodotti${search}&page=3`);
  });
});

describe('page count', () => {
  it('rounds up, and gives an empty listing its one page', () => {
    expect(pageCount(30, 12)).toBe(3);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(0, 9)).toBe(1);
  });
});
