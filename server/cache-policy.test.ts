import { describe, expect, it } from 'vitest';
import { acceptedEncodings, cacheKey, etagMatches, storableSeconds } from './cache-policy';
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
