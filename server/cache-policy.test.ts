import { describe, expect, it } from 'vitest';
import {
  acceptedEncodings,
  cacheKey,
  etagMatches,
  standingOf,
  storableSeconds,
} from './cache-policy';
import { SERVER_CACHE_TTL_HEADER } from './cache-protocol';

describe('cacheKey', () => {
  it('keys GET and HEAD by URL and the router headers Next varies on', () => {
    const plain = cacheKey('GET', '/prodotti', {});
    expect(plain).toBeDefined();
    expect(cacheKey('HEAD', '/prodotti', {})).toBe(plain);
    expect(cacheKey('GET', '/prodotti', { rsc: '1' })).not.toBe(plain);
    expect(cacheKey('GET', '/prodotti', { 'next-router-prefetch': '1', rsc: '1' })).not.toBe(
      cacheKey('GET', '/prodotti', { rsc: '1' }),
    );
    expect(cacheKey('GET', '/prodotti?page=2', {})).not.toBe(plain);
  });

  it('lets other methods, credentials and draft mode reach Next', () => {
    expect(cacheKey('POST', '/prodotti', {})).toBeUndefined();
    expect(cacheKey('GET', '/prodotti', { authorization: 'Bearer x' })).toBeUndefined();
    expect(cacheKey('GET', '/prodotti', { cookie: 'a=1; __prerender_bypass=abc' })).toBeUndefined();
    expect(cacheKey('GET', '/prodotti', { cookie: '__next_preview_data=abc' })).toBeUndefined();
  });

  it('ignores cookies pages do not read', () => {
    expect(cacheKey('GET', '/', { cookie: 'NEXT_LOCALE=fr' })).toBe(cacheKey('GET', '/', {}));
    expect(cacheKey('GET', '/', { cookie: 'my__prerender_bypass=1' })).toBe(
      cacheKey('GET', '/', {}),
    );
  });

  it('keys the router’s requests by their headers, whatever `_rsc` or `next-url` say', () => {
    const rsc = { rsc: '1', 'next-router-prefetch': '1' };
    const key = cacheKey('GET', '/en?_rsc=abc', rsc);
    expect(cacheKey('GET', '/en?_rsc=other', rsc)).toBe(key);
    expect(cacheKey('GET', '/en', rsc)).toBe(key);
    expect(cacheKey('GET', '/en?_rsc=1', { ...rsc, 'next-url': '/en/products' })).toBe(key);
    expect(cacheKey('GET', '/en?_rsc=abc', {})).toBe(cacheKey('GET', '/en', {}));
    expect(cacheKey('GET', '/en?page=2&_rsc=abc', {})).toBe(cacheKey('GET', '/en?page=2', {}));
    expect(cacheKey('GET', '/en?_rscx=1', {})).not.toBe(cacheKey('GET', '/en', {}));
  });
});

describe('standingOf', () => {
  it('makes a page of a 200 to one of the site’s URLs, as a document or the router asks for it', () => {
    expect(standingOf(200, '/en/products', {})).toBe('page');
    expect(standingOf(200, '/en/products?_rsc=abc', { rsc: '1' })).toBe('page');
    expect(
      standingOf(200, '/en?_rsc=a', {
        rsc: '1',
        'next-router-prefetch': '1',
        'next-router-segment-prefetch': '/_tree',
        'next-url': '/en/products',
      }),
    ).toBe('page');
  });

  it('makes every answer a visitor can invent one-off', () => {
    // a query: finder answers, `?p=`, filtered lists, any page with a made-up parameter
    expect(standingOf(200, '/en/products/product-finder?processo=tig', {})).toBe('one-off');
    expect(standingOf(200, '/richiedi-un-preventivo?p=x', {})).toBe('one-off');
    expect(standingOf(200, '/en/products?utm_source=x', {})).toBe('one-off');
    expect(standingOf(200, '/en/products?', {})).toBe('one-off');
    expect(standingOf(200, '/en/products?&&', {})).toBe('one-off');
    // missing pages, redirects
    expect(standingOf(404, '/en/nothing-here', {})).toBe('one-off');
    expect(standingOf(301, '/en/products/', {})).toBe('one-off');
    // a visitor's router state, and header values the router never sends
    expect(standingOf(200, '/en', { rsc: '1', 'next-router-state-tree': '%5B%5D' })).toBe(
      'one-off',
    );
    expect(standingOf(200, '/en', { rsc: 'x' })).toBe('one-off');
    expect(standingOf(200, '/en', { rsc: '1', 'next-router-prefetch': '7' })).toBe('one-off');
    expect(standingOf(200, '/en', { 'next-router-segment-prefetch': '/x' })).toBe('one-off');
    expect(standingOf(200, '/en', { 'next-router-prefetch': '1' })).toBe('one-off');
  });
});

describe('storableSeconds', () => {
  const page = { 'cache-control': 's-maxage=31536000', vary: 'rsc, Accept-Encoding' };

  it('keeps what Next marked for shared caches, for as long as it says', () => {
    expect(storableSeconds(200, page)).toBe(31536000);
    expect(storableSeconds(200, { 'cache-control': 'public, max-age=31536000, immutable' })).toBe(
      31536000,
    );
    expect(storableSeconds(200, { 'cache-control': 's-maxage=60, stale-while-revalidate' })).toBe(
      60,
    );
  });

  it('keeps what the proxy marked, over Next’s answer for per-request pages', () => {
    expect(
      storableSeconds(200, {
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
        [SERVER_CACHE_TTL_HEADER]: '300',
      }),
    ).toBe(300);
    expect(storableSeconds(301, { [SERVER_CACHE_TTL_HEADER]: '86400' })).toBe(86400);
    expect(storableSeconds(200, { [SERVER_CACHE_TTL_HEADER]: '0' })).toBeUndefined();
  });

  it('keeps a 404 for as long as a CDN may', () => {
    expect(storableSeconds(404, { 'cache-control': 'public, max-age=0, s-maxage=60' })).toBe(60);
    expect(storableSeconds(404, { 'cache-control': 'private, no-store' })).toBeUndefined();
  });

  it('refuses private, uncacheable, cookie-setting and error answers', () => {
    expect(storableSeconds(200, { 'cache-control': 'private, max-age=60' })).toBeUndefined();
    expect(storableSeconds(200, { 'cache-control': 's-maxage=60, no-store' })).toBeUndefined();
    expect(storableSeconds(200, { 'cache-control': 'max-age=60' })).toBeUndefined();
    expect(storableSeconds(200, { 'cache-control': 'public, max-age=0' })).toBeUndefined();
    expect(storableSeconds(200, {})).toBeUndefined();
    expect(storableSeconds(200, { ...page, 'set-cookie': ['a=1'] })).toBeUndefined();
    expect(storableSeconds(500, page)).toBeUndefined();
    expect(storableSeconds(307, { [SERVER_CACHE_TTL_HEADER]: '60' })).toBeUndefined();
  });

  it('refuses answers that vary on a header the key does not hold', () => {
    expect(storableSeconds(200, { ...page, vary: 'Accept' })).toBeUndefined();
    expect(storableSeconds(200, { ...page, vary: 'rsc, next-url' })).toBeUndefined();
    expect(storableSeconds(200, { ...page, vary: 'rsc, Cookie' })).toBeUndefined();
  });
});

describe('acceptedEncodings', () => {
  it('lists what the client takes, best first', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings(undefined)).toEqual(['identity']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip', 'identity']);
  });

  it('honours q=0', () => {
    expect(acceptedEncodings('gzip;q=0, br')).toEqual(['br', 'identity']);
    expect(acceptedEncodings('gzip, identity;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('*;q=0')).toEqual([]);
  });
});

describe('etagMatches', () => {
  it('compares weakly and understands lists and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('"a"', undefined)).toBe(false);
  });
});
