import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';

const baseURL = inject('baseURL');

/** One of each kind of answer: a page, a hashed asset, a redirect, the 404, an API route. */
async function answers() {
  const page = await fetch(`${baseURL}/en/products`);
  const html = await page.text();
  const asset = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  return {
    page,
    asset: await fetch(baseURL + asset),
    redirect: await fetch(`${baseURL}/en/products/`, { redirect: 'manual' }),
    notFound: await fetch(`${baseURL}/en/no-such-page`),
    api: await fetch(`${baseURL}/api/revalidate`, { method: 'POST' }),
    manifest: await fetch(`${baseURL}/_build/latest.json`),
  };
}

describe('security and caching headers', () => {
  it('every kind of answer carries the security headers, and no internal header of Next', async () => {
    const all = await answers();
    expect(all.redirect.status).toBe(301);
    expect(all.notFound.status).toBe(404);
    for (const [kind, answer] of Object.entries(all)) {
      const headers = answer.headers;
      expect(headers.get('content-security-policy'), kind).toContain("object-src 'none'");
      expect(headers.get('content-security-policy'), kind).toContain("frame-ancestors 'self'");
      expect(headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(headers.get('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), kind).toContain('camera=()');
      // the dealer locator's "Near me" asks from the site's own page, no frame can
      expect(headers.get('permissions-policy'), kind).toContain('geolocation=(self)');
      expect(headers.get('cross-origin-opener-policy'), kind).toBe('same-origin');
      expect(headers.get('x-powered-by'), kind).toBeNull();
      // SITE_URL is http here: no HSTS (it is sent when the site is https)
      expect(headers.get('strict-transport-security'), kind).toBeNull();
      const internal = [...headers.keys()].filter((name) =>
        /^x-(nextjs|middleware)-|^x-next-cache-tags$|^x-server-cache-ttl$/.test(name),
      );
      expect(internal, kind).toEqual([]);
    }
  });

  it('says how long each kind may be kept: pages minutes at a CDN, assets a year, 404s a minute', async () => {
    const all = await answers();
    expect(all.page.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
    );
    expect(all.asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(all.notFound.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(all.redirect.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=86400');
    expect(all.manifest.headers.get('cache-control')).toBe('no-cache');
    expect(all.api.headers.get('cache-control')).toBe('no-store');
  });

  it("sets no cookie on a first visit, so a CDN may keep every page (the language cookie is the switcher's)", async () => {
    const all = await answers();
    const more = await Promise.all(
      [
        '/',
        '/de/produkte/pioneer-pulse-403',
        '/prodotti?filter_query[materiale][any_in_array]=alluminio',
      ].map((path) => fetch(baseURL + path)),
    );
    for (const [kind, answer] of [
      ...Object.entries(all),
      ...more.map((r) => [r.url, r] as const),
    ]) {
      expect(answer.headers.get('set-cookie'), kind).toBeNull();
    }
  });

  it('answers a doubled slash with a 301 to the path made whole, as every redirect is', async () => {
    const answer = await fetch(`${baseURL}/prodotti//pioneer-pulse-403?x=1`, {
      redirect: 'manual',
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/prodotti/pioneer-pulse-403?x=1');
    const leading = await fetch(`${baseURL}//evil.example/x`, { redirect: 'manual' });
    expect(leading.status).toBe(301);
    expect(leading.headers.get('location')).toBe('/evil.example/x');
  });
});

describe('the Content-Security-Policy in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("refuses a script injected into a page, and runs the page's own", async () => {
    const page = await browser.newPage();
    try {
      // The page as served, with one script added on the way: what an injection would do.
      await page.route(`${baseURL}/en/products`, async (route) => {
        const served = await route.fetch();
        const body = (await served.text()).replace(
          '</body>',
          '<script>window.injectedRan = true</script></body>',
        );
        await route.fulfill({ response: served, body });
      });
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
            `${event.effectiveDirective} ${event.blockedURI}`,
          );
        });
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${baseURL}/en/products`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.readyState === 'complete');
      await expect.poll(() => violations).toEqual(['script-src-elem inline']);
      expect(await page.evaluate(() => (window as { injectedRan?: boolean }).injectedRan)).toBe(
        undefined,
      );
      expect(errors).toEqual([]);
      // the page's own scripts ran: React took over the page (its client router is there)
      expect(await page.evaluate(() => 'next' in window)).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe('health', () => {
  it('answers liveness and readiness for a load balancer, never kept by a cache', async () => {
    const live = await fetch(`${baseURL}/api/health`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(`${baseURL}/api/health?ready=1`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', content: 'ok' });
  });
});
