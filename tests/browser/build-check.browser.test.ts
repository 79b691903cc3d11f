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

describe('the latest-build manifest', () => {
  it('names the running build, uncached, with or without a timestamp query', async () => {
    for (const path of ['/_build/latest.json', `/_build/latest.json?t=${Date.now()}`]) {
      const response = await fetch(baseURL + path, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/no-cache/);
      expect(response.headers.get('set-cookie')).toBeNull();
      const body = (await response.json()) as { id: unknown; builtAt: unknown };
      expect(typeof body.id).toBe('string');
      expect(String(body.id).length).toBeGreaterThan(4);
      expect(Number.isNaN(Date.parse(String(body.builtAt)))).toBe(false);
    }
  });
});

/** What the build check does when the tab is shown again; resolves once the manifest answered. */
async function checkForNewBuild(page: Page) {
  const answered = page.waitForResponse((response) =>
    response.url().includes('/_build/latest.json?t='),
  );
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await answered;
  // The answer is read in a microtask after the response.
  await page.waitForTimeout(100);
}

async function ready(page: Page) {
  await waitForHydration(page);
  await markDocument(page);
}

describe.each([
  { home: '/en', products: '/en/products' },
  { home: '/de', products: '/de/produkte' },
])('a new build, in $home', ({ home, products }) => {
  it('keeps client navigation while the build is the same', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(baseURL + home);
    await ready(page);
    await checkForNewBuild(page);
    await page.locator(`header a.nav-link[href="${products}"]`).click();
    await page.waitForURL(baseURL + products);
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });

  it('makes the next navigation a full load, at most once per 10 s per path', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route('**/_build/latest.json?*', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', builtAt: new Date().toISOString() } }),
    );
    const page = await context.newPage();
    await page.goto(baseURL + home);
    await ready(page);
    await checkForNewBuild(page);

    // The newer build is seen: the link loads a new document.
    await page.locator(`header a.nav-link[href="${products}"]`).click();
    await page.waitForURL(baseURL + products);
    expect(await sameDocument(page)).toBe(false);
    await ready(page);

    // Still a newer build than this document's: back home is a full load too (another path).
    await checkForNewBuild(page);
    await page.locator(`header a.home-link`).first().click();
    await page.waitForURL(baseURL + home);
    expect(await sameDocument(page)).toBe(false);
    await ready(page);

    // A second change within 10 s on a path already reloaded: the guard keeps it a client navigation.
    await checkForNewBuild(page);
    await page.locator(`header a.nav-link[href="${products}"]`).click();
    await page.waitForURL(baseURL + products);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('makes back and a filter change full loads too', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route('**/_build/latest.json?*', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', builtAt: new Date().toISOString() } }),
    );
    const page = await context.newPage();
    await page.goto(baseURL + home);
    await ready(page);
    await page.locator(`header a.nav-link[href="${products}"]`).click();
    await page.waitForURL(baseURL + products);
    expect(await sameDocument(page)).toBe(true);

    // The newer build is seen on the products page: back loads home as a document.
    await checkForNewBuild(page);
    await page.goBack();
    await page.waitForURL(baseURL + home);
    await page.waitForFunction(() => !(window as Window & { sameDocument?: boolean }).sameDocument);
    await ready(page);

    // And on the product list, a filter loads the filtered list as a document.
    await page.goto(baseURL + products);
    await ready(page);
    await checkForNewBuild(page);
    await page.locator('form[data-filter-form] input[type="checkbox"]').first().check();
    await page.waitForURL((url) => url.search !== '');
    await page.waitForFunction(() => !(window as Window & { sameDocument?: boolean }).sameDocument);
    await context.close();
  });
});
