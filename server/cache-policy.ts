import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { DRAFT_MODE_COOKIE, SERVER_CACHE_TTL_HEADER } from './cache-protocol';

/**
 * Which requests the response cache may answer, and which answers it may keep. The rules are a
 * shared cache's (a CDN's): only what Next or the proxy marked as the same for everyone.
 */

/** Request headers Next's answers vary on (its `Vary`), besides Accept-Encoding. */
export const VARY_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
] as const;

/** Draft mode and preview cookies: such a visitor must reach Next, never a shared answer. */
const BYPASS_COOKIES = [DRAFT_MODE_COOKIE, '__next_preview_data'];

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
  if (cookie && BYPASS_COOKIES.some((name) => cookie.includes(`${name}=`))) return undefined;
  let key = url;
  for (const name of VARY_HEADERS) key += `\n${headerText(headers[name])}`;
  return key;
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
