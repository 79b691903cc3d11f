import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachingHandler, type RequestHandler } from './caching-handler';
import { SERVER_CACHE_TTL_HEADER } from './cache-protocol';
import { ResponseCache } from './response-cache';

/** What the stand-in for Next answers per path: headers, and a body written in three pieces. */
const ROUTES: Record<string, { status?: number; headers: Record<string, string | string[]> }> = {
  '/page': {
    headers: { 'cache-control': 's-maxage=31536000', etag: '"v1"', vary: 'rsc, Accept-Encoding' },
  },
  '/page?slow': { headers: { 'cache-control': 's-maxage=60' } },
  '/list?q=1': {
    headers: { 'cache-control': 'private, no-store', [SERVER_CACHE_TTL_HEADER]: '300' },
  },
  '/private': { headers: { 'cache-control': 'private, no-cache, no-store' } },
  '/cookie': { headers: { 'cache-control': 's-maxage=60', 'set-cookie': ['a=1; Path=/'] } },
  '/missing': { status: 404, headers: { 'cache-control': 's-maxage=60' } },
};

/** The product finder's answers: any query, rendered per request, kept for five minutes. */
const FINDER: (typeof ROUTES)[string] = {
  headers: { 'cache-control': 'private, no-store', [SERVER_CACHE_TTL_HEADER]: '300' },
};

const bodyOf = (path: string) => `<!doctype html><p>${path}</p>${'x'.repeat(5000)}`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  return answer.body.toString();
}

describe('cachingHandler', () => {
  let server: Server;
  let origin: string;
  let cache: ResponseCache;
  let now: number;
  let calls: string[];

  /** Answers like Next: compressed with gzip when the client takes it, written in pieces. */
  const next: RequestHandler = async (req, res) => {
    calls.push(req.url ?? '');
    // a slow render: long enough for others to ask for the same page meanwhile
    if (req.url === '/page?slow') await new Promise((resolve) => setTimeout(resolve, 100));
    const route = ROUTES[req.url ?? ''] ?? (req.url?.startsWith('/finder?') ? FINDER : undefined);
    res.statusCode = route?.status ?? (route ? 200 : 404);
    for (const [name, value] of Object.entries(route?.headers ?? {})) res.setHeader(name, value);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    let body = Buffer.from(bodyOf(req.url ?? ''));
    if (String(req.headers['accept-encoding']).includes('gzip')) {
      res.setHeader('content-encoding', 'gzip');
      body = gzipSync(body);
    }
    const third = Math.ceil(body.length / 3);
    res.write(body.subarray(0, third));
    res.write(body.subarray(third, 2 * third));
    res.end(body.subarray(2 * third));
  };

  beforeEach(async () => {
    now = 1_000_000;
    calls = [];
    cache = new ResponseCache(10 * 1024 * 1024, () => now);
    const handle = cachingHandler(next, cache, () => now);
    server = createServer((req, res) => {
      // as server/main.ts does, before the cache: every answer carries its request's id
      res.setHeader('x-request-id', String(req.headers['x-request-id'] ?? 'none'));
      void handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** The brotli body is made after the first answer, off the main thread. */
  async function untilBrotli(path: string) {
    for (let i = 0; i < 100; i++) {
      const answer = await get(origin, path, { 'accept-encoding': 'br, gzip' });
      if (answer.headers['content-encoding'] === 'br') return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no brotli body was made');
  }

  it('answers a kept page from memory, in every encoding, without asking Next again', async () => {
    const first = await get(origin, '/page', { 'accept-encoding': 'gzip' });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(decoded(first)).toBe(bodyOf('/page'));

    const gzipped = await get(origin, '/page', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['x-cache']).toBe('HIT');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('s-maxage=31536000');
    expect(gzipped.headers.etag).toBe('"v1"');
    expect(decoded(gzipped)).toBe(bodyOf('/page'));

    const brotli = await untilBrotli('/page');
    expect(decoded(brotli)).toBe(bodyOf('/page'));
    const plain = await get(origin, '/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bodyOf('/page'));
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(calls).toEqual(['/page']);
  });

  it('answers 304 to a client holding the ETag, and HEAD without a body', async () => {
    await get(origin, '/page');
    const revalidated = await get(origin, '/page', { 'if-none-match': '"v1"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await get(origin, '/page', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.body.length).toBe(0);
    expect(calls).toEqual(['/page']);
  });

  it('keeps a per-request page the proxy marked, and never sends the mark on', async () => {
    const first = await get(origin, '/list?q=1', { 'accept-encoding': 'gzip' });
    expect(first.headers[SERVER_CACHE_TTL_HEADER]).toBeUndefined();
    const second = await get(origin, '/list?q=1', { 'accept-encoding': 'gzip' });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers[SERVER_CACHE_TTL_HEADER]).toBeUndefined();
    expect(decoded(second)).toBe(bodyOf('/list?q=1'));
    expect(calls).toEqual(['/list?q=1']);
  });

  it('asks Next again once the lifetime has passed, or after a purge', async () => {
    await get(origin, '/list?q=1');
    now += 299_000;
    await get(origin, '/list?q=1');
    expect(calls).toHaveLength(1);
    now += 1_000;
    await get(origin, '/list?q=1');
    expect(calls).toHaveLength(2);
    cache.purge();
    await get(origin, '/list?q=1');
    expect(calls).toHaveLength(3);
  });

  it('renders a page asked for by many at once once, and answers them all with it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get(origin, '/page?slow', { 'accept-encoding': 'gzip' })),
    );
    expect(calls).toEqual(['/page?slow']);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(decoded(answer)).toBe(bodyOf('/page?slow'));
    }
  });

  it('lets requests for an answer that is not kept go to Next together, once it knows', async () => {
    await get(origin, '/private');
    const started = Date.now();
    await Promise.all([get(origin, '/private'), get(origin, '/private')]);
    expect(calls).toEqual(['/private', '/private', '/private']);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps a missing page for its minute', async () => {
    await get(origin, '/missing');
    const second = await get(origin, '/missing');
    expect(second.status).toBe(404);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(calls).toEqual(['/missing']);
  });

  it.each(['/private', '/cookie'])('does not keep %s', async (path) => {
    const first = await get(origin, path);
    const second = await get(origin, path);
    expect(second.status).toBe(first.status);
    expect(second.headers['x-cache']).toBeUndefined();
    expect(calls).toEqual([path, path]);
  });

  it('lets draft mode through to Next', async () => {
    await get(origin, '/page');
    await get(origin, '/page', { cookie: '__prerender_bypass=1' });
    expect(calls).toEqual(['/page', '/page']);
  });

  it('with no memory, keeps nothing but still removes the mark', async () => {
    const off = cachingHandler(next, new ResponseCache(0));
    const plain = createServer((req, res) => void off(req, res));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
    try {
      const first = await get(at, '/list?q=1');
      const second = await get(at, '/list?q=1');
      expect(second.headers['x-cache']).toBeUndefined();
      expect(first.headers[SERVER_CACHE_TTL_HEADER]).toBeUndefined();
      expect(calls).toEqual(['/list?q=1', '/list?q=1']);
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it('gives each answer from memory its own request’s id, not the first visitor’s', async () => {
    const first = await get(origin, '/page', { 'x-request-id': 'first-visitor-1' });
    expect(first.headers['x-request-id']).toBe('first-visitor-1');
    const second = await get(origin, '/page', { 'x-request-id': 'second-visitor-2' });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['x-request-id']).toBe('second-visitor-2');
    const revalidated = await get(origin, '/page', {
      'x-request-id': 'third-visitor-3',
      'if-none-match': '"v1"',
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['x-request-id']).toBe('third-visitor-3');
  });

  it('never lets one-off answers make a kept page leave', async () => {
    const small = new ResponseCache(40_000, () => now);
    const handle = cachingHandler(next, small, () => now);
    const tiny = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => tiny.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(tiny.address() as AddressInfo).port}`;
    try {
      await get(at, '/page', { 'accept-encoding': 'gzip' });
      for (let i = 0; i < 100; i++) {
        const answer = await get(at, `/finder?spessore=${i}`, { 'accept-encoding': 'gzip' });
        expect(answer.headers['x-cache']).toBe('MISS');
        await get(at, `/missing-${i}`);
      }
      // what they took is all in their own budget, and still more than it
      expect(calls.filter((path) => path.startsWith('/finder?'))).toHaveLength(100);
      expect(small.bytesOf('one-off')).toBeLessThanOrEqual(5_000);
      const page = await get(at, '/page', { 'accept-encoding': 'gzip' });
      expect(page.headers['x-cache']).toBe('HIT');
      expect(calls.filter((path) => path === '/page')).toHaveLength(1);
    } finally {
      await new Promise((resolve) => tiny.close(resolve));
    }
  });
});
