import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachingHandler, type RequestHandler } from './caching-handler';
import { answerOutages } from './outage-answer';
import { markContentUnavailable } from './outage-protocol';
import { ResponseCache } from './response-cache';
import { RETRY_AFTER_SECONDS } from './unavailable-page';

/** What the stand-in for Next does per path; `failing` makes pages fail as an outage would. */
let failing = false;
const next: RequestHandler = async (req, res) => {
  const path = req.url ?? '/';
  // Next rewrites the URL of a request its proxy rewrote (a filtered list) while handling it.
  if (path.includes('?filter')) req.url = '/it/_listing';
  if (failing && path !== '/healthy-500') {
    markContentUnavailable();
    if (path.startsWith('/explicit')) {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.write('<p>error');
      res.end(' page</p>');
    } else {
      res.statusCode = 500;
      res.end('<p>error page</p>');
    }
    return;
  }
  if (path === '/healthy-500') {
    res.statusCode = 500;
    res.end('a bug, not an outage');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 's-maxage=60' });
  res.end(`<p>page ${path}</p>`);
};

describe('answerOutages', () => {
  let server: Server;
  let origin: string;
  let cache: ResponseCache;

  beforeEach(async () => {
    failing = false;
    cache = new ResponseCache(1024 * 1024);
    const handle = answerOutages(cachingHandler(next, cache), cache);
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string) =>
    fetch(origin + path, { headers: { 'accept-encoding': 'identity' } });

  it('answers a page it never kept with the translated 503 page, whatever way Next sent its 500', async () => {
    failing = true;
    for (const [path, lang, sentence] of [
      ['/de/produkte?q=x', 'de', 'vorübergehend nicht verfügbar'],
      ['/explicit', 'it', 'temporaneamente non disponibile'],
      ['/en/explicit', 'en', 'temporarily unavailable'],
      ['//?a=%zz', 'it', 'temporaneamente non disponibile'], // no URL: still an answer
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = await response.text();
      expect(body).toContain(`<html lang="${lang}">`);
      expect(body).toContain(sentence);
      expect(body).not.toContain('error page');
    }
  });

  it('answers a page it kept with that page, stale, after content changed', async () => {
    const pages = ['/en/products', '/prodotti?filter=alluminio'];
    for (const path of pages) await get(path);
    cache.expireAll(); // a publish: the page must be rendered again
    failing = true; // ... and the content service is down
    for (const path of [...pages, ...pages]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache')).toBe('STALE');
      expect(await response.text()).toMatch(
        /^<p>page \/(en\/products|prodotti\?filter=alluminio|it\/_listing)<\/p>$/,
      );
    }
    failing = false; // back: the page is rendered again and kept fresh
    const back = await get('/en/products');
    expect(back.headers.get('x-cache')).toBe('MISS');
  });

  it('lets an error that is not an outage, and every other answer, pass unchanged', async () => {
    const bug = await get('/healthy-500');
    expect(bug.status).toBe(500);
    expect(await bug.text()).toBe('a bug, not an outage');
    markContentUnavailable(Date.now() - 60_000); // an outage before this request does not count
    const again = await get('/healthy-500');
    expect(again.status).toBe(500);
    const page = await get('/fine');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<p>page /fine</p>');
  });
});
