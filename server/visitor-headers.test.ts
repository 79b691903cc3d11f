import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SERVER_CACHE_TTL_HEADER } from './cache-protocol';
import { removeInternalHeaders, visitorCacheHeaders } from './visitor-headers';

function response(headers: Record<string, string>) {
  const store = new Map(Object.entries(headers));
  return {
    getHeader: (name: string) => store.get(name),
    getHeaderNames: () => [...store.keys()],
    removeHeader: (name: string) => store.delete(name),
    names: () => [...store.keys()].sort(),
  };
}

describe('removeInternalHeaders', () => {
  it("drops Next's internal headers from a page, keeping what its router reads on a payload", () => {
    const internal = {
      'x-nextjs-cache': 'HIT',
      'x-nextjs-stale-time': '300',
      'x-middleware-rewrite': '/en/404',
      'x-next-cache-tags': 'story:1',
    };
    const page = response({ 'content-type': 'text/html', ...internal });
    removeInternalHeaders(page as unknown as ServerResponse);
    expect(page.names()).toEqual(['content-type']);
    const payload = response({ 'content-type': 'text/x-component', ...internal });
    removeInternalHeaders(payload as unknown as ServerResponse);
    expect(payload.names()).toEqual(['content-type', 'x-nextjs-stale-time']);
  });
});

describe('visitorCacheHeaders', () => {
  it('gives a CDN minutes on a pre-rendered page, and the server the lifetime Next said', () => {
    expect(visitorCacheHeaders(200, { 'cache-control': 's-maxage=31536000' })).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
      [SERVER_CACHE_TTL_HEADER]: '31536000',
    });
  });

  it('a 404 a minute, a 301 an hour in browsers, and leaves the rest alone', () => {
    expect(visitorCacheHeaders(404, { 'cache-control': 's-maxage=31536000' })).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=60',
    });
    expect(visitorCacheHeaders(301, {})['cache-control']).toBe(
      'public, max-age=3600, s-maxage=86400',
    );
    const kept = [
      { 'cache-control': 'public, max-age=31536000, immutable' },
      { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
      { 'cache-control': 'no-store' },
    ];
    for (const headers of kept) expect(visitorCacheHeaders(200, headers)).toEqual({});
  });
});
