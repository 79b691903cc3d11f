import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { markDocument, sameDocument, waitForHydration } from '../helpers/document';

const baseURL = inject('baseURL');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const isScriptChunk = (url: URL) =>
  url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');

/** The paths of the documents the page loads (not the client router's payload requests). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(new URL(request.url()).pathname);
    }
  });
  return loads;
}

async function ready(page: Page) {
  await waitForHydration(page);
  await markDocument(page);
}

describe.each([
  { locale: 'en', search: '/en/search?q=cruiser' },
  { locale: 'de', search: '/de/search?q=plasma' },
])('a chunk that fails to load, in /$locale', ({ search }) => {
  it('reloads the page once, and not again for a second failure on that path within 10 s', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const loads = documentLoads(page);
    // The search page's code is loaded; a content page needs a chunk it does not have yet.
    const requested = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isScriptChunk(url)) requested.add(url.pathname);
    });
    let known = new Set<string>();
    let blocking = false;
    let blocked = 0;
    await page.route(isScriptChunk, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (!blocking || known.has(pathname)) return route.continue();
      blocked += 1;
      return route.abort();
    });
    // The reload brings the page's code (a deploy that has settled).
    const unblockOnReload = (request: import('playwright-core').Request) => {
      if (request.isNavigationRequest()) blocking = false;
    };

    await page.goto(baseURL + search);
    await ready(page);
    known = new Set(requested);
    const link = page.locator('main a[data-page-link]').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).not.toBe('');
    blocking = true;
    page.on('request', unblockOnReload);
    await link.click();
    await page.waitForURL(baseURL + href);
    await expect
      .poll(() => loads.filter((path) => path === href).length, { timeout: 5000 })
      .toBe(1);
    const reloadedAt = Date.now();
    await waitForHydration(page);
    expect(blocked).toBeGreaterThan(0);
    expect(await sameDocument(page)).toBe(false);
    page.off('request', unblockOnReload);

    // Still failing within 10 s: the reload guard keeps the error page, no second reload.
    await page.goto(baseURL + search);
    await ready(page);
    blocked = 0;
    blocking = true;
    expect(Date.now() - reloadedAt, 'the second failure must come within the guard').toBeLessThan(
      9000,
    );
    await page.locator(`main a[data-page-link][href="${href}"]`).first().click();
    await page.waitForURL(baseURL + href);
    await expect.poll(() => blocked, { timeout: 5000 }).toBeGreaterThan(0);
    // a reload that must not come has no event to wait for: a while longer than the first took
    await page.waitForTimeout(1500);
    expect(loads.filter((path) => path === href).length).toBe(1);
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });

  it('reloads for a failed dynamic import nothing caught, under the same guard', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const loads = documentLoads(page);
    const path = search.split('?')[0];
    await page.goto(baseURL + path);
    await ready(page);
    // A string, so the test runner's transform leaves the browser's `import()` alone.
    const failImport = () =>
      page.evaluate(
        "window.setTimeout(() => void import('/_next/static/chunks/missing-' + Date.now() + '.js'))",
      );

    await failImport();
    await expect.poll(() => loads.length, { timeout: 5000 }).toBe(2);
    await ready(page);
    expect(loads).toEqual([path, path]);

    await failImport();
    // a reload that must not come has no event to wait for: a while longer than the first took
    await page.waitForTimeout(1500);
    expect(loads.length).toBe(2);
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });
});
