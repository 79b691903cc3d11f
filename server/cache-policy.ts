import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { DRAFT_MODE_COOKIE, SERVER_CACHE_TTL_HEADER } from './cache-protocol';

/**
 * Which requests the response cache may answer, and which answers it may keep. The rules are a
 * shared cache's (a CDN's): only what Next or the proxy marked as the same for everyone.
 */

/**
 * Request headers Next's answers vary on (its `Vary`), besides Accept-Encoding. Not `next-url`:
 * the client router sends the page it is on with every prefetch, and only a route that can be
 * intercepted varies on it (the site has none); an answer that says so is not kept.
 */
export const VARY_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
] as const;

/**
 * The client router's cache-busting query parameter: a digest of the headers above, which Next
 * checks (a 307 when it does not match). The key has the headers, so it leaves the parameter out:
 * `?_rsc=` with any value is one answer, not one per value.
 */
const ROUTER_QUERY = '_rsc';

/** `url` without the router's parameter. */
function keyUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1 || !url.includes(ROUTER_QUERY, at)) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((part) => part !== ROUTER_QUERY && !part.startsWith(`${ROUTER_QUERY}=`));
  return kept.length > 0 ? `${url.slice(0, at)}?${kept.join('&')}` : url.slice(0, at);
}

/**
 * Draft mode and preview cookies: such a visitor must reach Next, never a shared answer. (The
 * server drops forged ones first, server/draft-cookie.ts.)
 */
const BYPASS_COOKIES = new RegExp(`(?:^|;)\\s*(?:${DRAFT_MODE_COOKIE}|__next_preview_data)=`);

/**
 * A 404 is kept too, for the minute a CDN keeps it: rendering the not-found page costs a content
 * read and a render (about 300 answers a second, against thousands for a kept page), so a missing
 * URL asked for again and again would otherwise be the cheapest way to load the server.
 */
const STORABLE_STATUS = new Set([200, 301, 404]);

/** The cache key of a request, or undefined when the request must go to Next. */
export function cacheKey(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): string | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || !url) return undefined;
  if (headers.authorization) return undefined;
  const cookie = headers.cookie;
  if (cookie && BYPASS_COOKIES.test(cookie)) return undefined;
  let key = keyUrl(url);
  for (const name of VARY_HEADERS) key += `\n${headerText(headers[name])}`;
  return key;
}

/**
 * What a kept answer is to the response cache (issue 59). A `page` is one of the site's URLs as
 * the client router or a browser asks for it: a 200 to a URL without a query (the router's `_rsc`
 * aside), as a document or an RSC payload or prefetch, without a visitor's router state. Their
 * number is the site's. Everything else the cache keeps is `one-off`: answers to a query (filtered
 * lists, finder answers, `?p=`, a page's URL with any other query), 404s and 301s, navigations
 * from one visitor's state, and headers the router never sends. Those are as many as visitors
 * care to invent: they get a small budget of their own and never make a page leave.
 */
export type Standing = 'page' | 'one-off';

/** The router's header values (its `Next-Router-Prefetch` levels): any other is not the router's. */
const PREFETCH_LEVELS = new Set(['1', '2', '3']);

export function standingOf(status: number, url: string, headers: IncomingHttpHeaders): Standing {
  if (status !== 200 || keyUrl(url).includes('?')) return 'one-off';
  if (headers['next-router-state-tree'] !== undefined) return 'one-off';
  const rsc = headers.rsc;
  const prefetch = headers['next-router-prefetch'];
  const segment = headers['next-router-segment-prefetch'];
  if (rsc === undefined)
    return prefetch === undefined && segment === undefined ? 'page' : 'one-off';
  if (rsc !== '1') return 'one-off';
  return prefetch === undefined || PREFETCH_LEVELS.has(String(prefetch)) ? 'page' : 'one-off';
}

function headerText(value: string | string[] | number | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function directives(cacheControl: string): Map<string, string | true> {
  const result = new Map<string, string | true>();
  for (const part of cacheControl.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name) result.set(name.toLowerCase(), value === undefined ? true : value.replace(/"/g, ''));
  }
  return result;
}

function seconds(value: string | true | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/**
 * How long, in seconds, an answer may be kept, or undefined when it must not be: a 200, 301 or 404
 * without cookies, varying only on headers in the key, that Next marked for shared caches
 * (`s-maxage`, or `public` with `max-age`) or the proxy marked for this server.
 */
export function storableSeconds(status: number, headers: OutgoingHttpHeaders): number | undefined {
  if (!STORABLE_STATUS.has(status)) return undefined;
  if (headers['set-cookie'] !== undefined) return undefined;
  const vary = headerText(headers.vary).toLowerCase();
  const allowed: readonly string[] = [...VARY_HEADERS, 'accept-encoding'];
  if (vary.split(',').some((name) => name.trim() !== '' && !allowed.includes(name.trim()))) {
    return undefined;
  }
  const marked = seconds(headerText(headers[SERVER_CACHE_TTL_HEADER]) || undefined);
  if (marked !== undefined) return marked > 0 ? marked : undefined;
  const cc = directives(headerText(headers['cache-control']));
  if (cc.has('private') || cc.has('no-store') || cc.has('no-cache')) return undefined;
  const shared =
    seconds(cc.get('s-maxage')) ?? (cc.has('public') ? seconds(cc.get('max-age')) : undefined);
  return shared !== undefined && shared > 0 ? shared : undefined;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings a client accepts, best first (br, gzip, identity), from its Accept-Encoding. */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (name: Encoding) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  const result: Encoding[] = (['br', 'gzip'] as const).filter(accepts);
  if ((quality.get('identity') ?? quality.get('*') ?? 1) > 0) result.push('identity');
  return result;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}
