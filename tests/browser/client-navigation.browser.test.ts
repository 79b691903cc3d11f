import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { markDocument, sameDocument, waitForHydration } from '../helpers/document';
import { sharedPage } from '../helpers/shared-page';

const baseURL = inject('baseURL');

let browser: Browser;
const shared = sharedPage(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await shared.close();
  await browser.close();
});

const isPrefetch = (request: Request) => new URL(request.url()).searchParams.has('_rsc');

/** Opens a page at desktop width, waits for hydration and marks the document to see if it survives. */
async function open(path: string): Promise<{ page: Page; payloads: string[] }> {
  const page = await shared.open({ width: 1280, height: 900 });
  // Motion as a new page's default (the shared page starts with it reduced).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const payloads: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) payloads.push(new URL(request.url()).pathname);
  });
  await page.goto(baseURL + path);
  await waitForHydration(page);
  await markDocument(page);
  return { page, payloads };
}

describe('page links and the client router', () => {
  it('fetches no page payload at load, then prefetches a link the visitor points at', async () => {
    const { page, payloads } = await open('/en');
    await page.waitForLoadState('networkidle');
    expect(payloads).toEqual([]);
    await page.locator('main a[href="/en/news"]').first().hover();
    await expect.poll(() => payloads).toContain('/en/news');
  });

  it('never has more than 4 prefetches in flight, however fast the visitor points', async () => {
    const { page } = await open('/en/products');
    let inFlight = 0;
    let started = 0;
    // Slow answers, so that the prefetches of quickly hovered links overlap.
    await page.route(
      (url) => url.searchParams.has('_rsc'),
      async (route) => {
        // A slow server, not a wait: each answer is held back for its own sake.
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue().catch(() => {});
      },
    );
    page.on('request', (request) => {
      if (!isPrefetch(request)) return;
      started += 1;
      inFlight += 1;
    });
    const settled = (request: Request) => {
      if (isPrefetch(request)) inFlight -= 1;
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);

    const links = page.locator('main a.stretched-link');
    const count = Math.min(10, await links.count());
    expect(count).toBeGreaterThan(4);
    for (let index = 0; index < count; index += 1) await links.nth(index).hover();
    await expect.poll(() => started, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
    await expect.poll(() => inFlight, { timeout: 15_000 }).toBe(0);
    // How many were in flight at once, on the page's own clock: each request from the moment it
    // was made to its last byte. (Playwright's request events come over another channel, so one
    // request's start can arrive before the end of the request that made room for it.)
    const most = await page.evaluate(() => {
      const edges = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).searchParams.has('_rsc'))
        .flatMap((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return [
            { at: timing.startTime, step: 1 },
            { at: timing.responseEnd, step: -1 },
          ];
        })
        // An end and a start at the same moment: the end first, the start took its place.
        .sort((a, b) => a.at - b.at || a.step - b.step);
      let open = 0;
      let highest = 0;
      for (const edge of edges) {
        open += edge.step;
        highest = Math.max(highest, open);
      }
      return highest;
    });
    // The prefetches did overlap (4 at once here), and never more than the spec's limit.
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });

  it.each([
    { network: 'data saver', connection: { saveData: true, effectiveType: '4g' } },
    { network: '2G', connection: { saveData: false, effectiveType: '2g' } },
  ])('prefetches nothing with $network, and its links still work', async ({ connection }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((emulated) => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => emulated });
    }, connection);
    const page = await context.newPage();
    const payloads: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request)) payloads.push(request.url());
    });
    await page.goto(`${baseURL}/en/products`);
    await waitForHydration(page);
    const links = page.locator('main a.stretched-link');
    for (let index = 0; index < 4; index += 1) await links.nth(index).hover();
    // Proves that no prefetch starts: there is no event to wait for, so a second for one to start.
    await page.waitForTimeout(1000);
    expect(payloads).toEqual([]);

    const href = await links.first().getAttribute('href');
    await links.first().click();
    await page.waitForURL(`${baseURL}${href}`);
    await context.close();
  });

  it('follows a page link without loading a new document, in a prefixed locale', async () => {
    const { page } = await open('/en');
    await page.locator('header a.nav-link[href="/en/products"]').click();
    await page.waitForURL(`${baseURL}/en/products`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toContain('A power source for every joint');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await page.locator('main a[href="/en/products/cruiser-322-ac-dc"]').first().click();
    await page.waitForURL(`${baseURL}/en/products/cruiser-322-ac-dc`);
    await expect.poll(() => page.locator('h1').textContent()).toContain('Cruiser 322 AC/DC');
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await page.waitForURL(`${baseURL}/en/products`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toContain('A power source for every joint');
    expect(await sameDocument(page)).toBe(true);
  });

  it('leaves a link with a modifier key to the browser', async () => {
    const { page } = await open('/en');
    const popup = page.context().waitForEvent('page');
    await page.locator('header a.nav-link[href="/en/products"]').click({ modifiers: ['Shift'] });
    const opened = await popup;
    await opened.waitForURL(`${baseURL}/en/products`);
    expect(page.url()).toBe(`${baseURL}/en`);
    // The new window is the shared page's context's: it goes, the shared page stays.
    await opened.close();
  });

  it('loads a new document for the language links and plain links', async () => {
    const { page } = await open('/en/products');
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'German' })
      .click();
    await page.waitForURL(`${baseURL}/de/produkte`);
    expect(await sameDocument(page)).toBe(false);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('follows the same links as a document load without JavaScript', async () => {
    const page = await shared.open({ javaScriptEnabled: false });
    await page.goto(`${baseURL}/en`);
    await page.locator('main a[href="/en/products"]').first().click();
    await page.waitForURL(`${baseURL}/en/products`);
    expect(await page.locator('h1').textContent()).toContain('A power source for every joint');
  });
});
