import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { SERVER_CACHE_TTL_HEADER } from './cache-protocol';

/** Headers Next's client router reads on an RSC payload (fetch-server-response.js): kept there. */
const ROUTER_HEADERS = new Set([
  'x-nextjs-stale-time',
  'x-nextjs-prerender',
  'x-nextjs-postponed',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-request-id',
  'x-nextjs-html-request-id',
  'x-nextjs-action-not-found',
]);

const INTERNAL = /^x-(?:nextjs|middleware)-|^x-next-cache-tags$/;

/** How long a CDN keeps a page before asking again, and serves the old one while it does. */
export const CDN_PAGE_SECONDS = 300;
export const CDN_STALE_SECONDS = 86_400;
/** A missing page may be published any minute. */
export const CDN_NOT_FOUND_SECONDS = 60;

/** Removes what Next says to itself (cache state, rewrites, tags): nothing a visitor needs. */
export function removeInternalHeaders(res: ServerResponse): void {
  const rsc = String(res.getHeader('content-type') ?? '').startsWith('text/x-component');
  for (const name of res.getHeaderNames()) {
    if (INTERNAL.test(name) && !(rsc && ROUTER_HEADERS.has(name))) res.removeHeader(name);
  }
}

function sharedSeconds(cacheControl: string): number | undefined {
  if (/\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return undefined;
  const match = /\bs-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

/**
 * The Cache-Control a CDN and a browser get. Next marks pre-rendered pages `s-maxage=31536000`
 * (it revalidates them itself); a CDN honouring that would keep a page a year past a publish, so
 * it gets minutes with stale-while-revalidate, while this server keeps its own copy as long as
 * Next said (`SERVER_CACHE_TTL_HEADER`; a publish expires it). A 404 gets a minute; a 301 an hour
 * in browsers and a day in CDNs. Hashed assets, APIs and per-request pages keep what they have.
 */
export function visitorCacheHeaders(
  status: number,
  headers: OutgoingHttpHeaders,
): OutgoingHttpHeaders {
  const cacheControl = String(headers['cache-control'] ?? '');
  const shared = sharedSeconds(cacheControl);
  if (status === 200 && shared !== undefined && shared > CDN_PAGE_SECONDS) {
    return {
      'cache-control': `public, max-age=0, s-maxage=${CDN_PAGE_SECONDS}, stale-while-revalidate=${CDN_STALE_SECONDS}`,
      ...(headers[SERVER_CACHE_TTL_HEADER] === undefined && {
        [SERVER_CACHE_TTL_HEADER]: String(shared),
      }),
    };
  }
  if (status === 404 && (shared !== undefined || cacheControl === '')) {
    return { 'cache-control': `public, max-age=0, s-maxage=${CDN_NOT_FOUND_SECONDS}` };
  }
  if ((status === 301 || status === 308) && cacheControl === '') {
    return { 'cache-control': 'public, max-age=3600, s-maxage=86400' };
  }
  return {};
}
