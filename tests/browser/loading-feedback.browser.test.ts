import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOADING_BAR } from '../../src/features/loading-bar/constants';
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

type BarSample = {
  at: number;
  phase: string;
  shown: boolean;
  error: boolean;
  /** The bar's computed look while it is shown. */
  style?: { height: string; colour: string; position: string };
};

/**
 * Records every change of the loading bar's state as React writes it, with its time. Kept in the
 * tab's session storage too, so a navigation that ends in a document load can still be read.
 */
async function recordBar(page: Page) {
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.loading-bar')!;
    const seen: BarSample[] = [];
    (window as Window & { barSeen?: typeof seen }).barSeen = seen;
    new MutationObserver(() => {
      const shown = bar.hasAttribute('data-shown');
      const computed = shown ? getComputedStyle(bar) : undefined;
      seen.push({
        at: performance.now(),
        phase: bar.dataset.phase ?? '',
        shown,
        error: bar.hasAttribute('data-error'),
        ...(computed && {
          style: {
            height: computed.height,
            colour: computed.backgroundColor,
            position: computed.position,
          },
        }),
      });
      sessionStorage.setItem('barSeen', JSON.stringify(seen));
    }).observe(bar, { attributes: true });
  });
}

const barSeen = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('barSeen') ?? '[]') as BarSample[]);

/**
 * Resolves once the bar has gone through `navigations` navigations since `recordBar` and is idle
 * again: an idle bar has no timer left (loading-bar-machine.ts), so it cannot show any more.
 */
async function settledAfter(page: Page, navigations: number) {
  await expect
    .poll(async () => {
      const seen = await barSeen(page);
      const started = seen.filter((sample) => sample.phase === 'loading' && !sample.shown).length;
      return started >= navigations && seen.at(-1)?.phase === 'idle';
    })
    .toBe(true);
}

/** Holds every router request (`_rsc`) of `path` back by `ms`. */
async function slowPages(page: Page, path: string, ms: number) {
  await page.route(
    (url) => url.pathname === path && url.searchParams.has('_rsc'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

async function openHydrated(path: string) {
  const page = await shared.open({ width: 1280, height: 900 });
  // Motion as a new page's default: the bar's own transitions run.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(baseURL + path);
  await waitForHydration(page);
  await page.locator('.site-loader').waitFor({ state: 'hidden' });
  await markDocument(page);
  return page;
}

describe.each([
  { home: '/en', products: '/en/products' },
  { home: '/fr', products: '/fr/produits' },
])('the top loading bar, in $home', ({ home, products }) => {
  it('shows, 3 px high in #FFAD00, for a navigation slower than 200 ms, then fills and fades', async () => {
    const page = await openHydrated(home);
    await slowPages(page, products, 900);
    await recordBar(page);
    const bar = page.locator('.loading-bar');
    expect(await bar.getAttribute('aria-hidden')).toBe('true');
    await page.locator(`header a.nav-link[href="${products}"]`).click();
    // No wait for the bar itself: it shows for well under a second, which a loaded machine's
    // round trips can miss entirely. Its recorded states say what it did, and how it looked.
    await page.waitForURL(baseURL + products);
    await page.locator('.loading-bar[data-phase="idle"]').waitFor({ state: 'attached' });
    expect(await sameDocument(page)).toBe(true);

    const seen = await barSeen(page);
    const first = seen.find((sample) => sample.phase === 'loading')!;
    const shown = seen.find((sample) => sample.shown)!;
    expect(shown?.style).toEqual({
      height: `${LOADING_BAR.heightPx}px`,
      colour: 'rgb(255, 173, 0)',
      position: 'fixed',
    });
    // Not before the throttle, and not much after it.
    expect(shown.at - first.at).toBeGreaterThanOrEqual(LOADING_BAR.throttleMs - 20);
    expect(shown.at - first.at).toBeLessThan(LOADING_BAR.throttleMs + 250);
    const finished = seen.find((sample) => sample.phase === 'finished')!;
    const hiding = seen.find((sample) => sample.phase === 'hiding')!;
    const idle = seen.findLast((sample) => sample.phase === 'idle')!;
    // The delays run from the navigation's end; React draws `finished` after it, in the same
    // render as the new page, which on a loaded machine took 200 ms and more: so the DOM shows no
    // lower bound for this gap (loading-bar-machine.test.ts holds the delay itself), only that the
    // bar fades after it finished and not late.
    expect(hiding.at).toBeGreaterThan(finished.at);
    expect(hiding.at - finished.at).toBeLessThan(LOADING_BAR.hideDelayMs + 300);
    expect(idle.at - hiding.at).toBeGreaterThanOrEqual(LOADING_BAR.resetDelayMs - 50);
    expect(idle.at - hiding.at).toBeLessThan(LOADING_BAR.resetDelayMs + 300);
    expect(seen.some((sample) => sample.error)).toBe(false);
  });

  it('stays hidden for a navigation faster than 200 ms', async () => {
    const page = await openHydrated(home);
    // Warm the router's cache for the products page, so following the link takes no request:
    // the prefetch's answer read to its end.
    const prefetched = page.waitForEvent('requestfinished', {
      predicate: (request) => new URL(request.url()).pathname === products,
    });
    await page.locator(`header a.nav-link[href="${products}"]`).hover();
    await prefetched;
    await recordBar(page);
    await page.locator(`header a.nav-link[href="${products}"]`).click();
    await page.waitForURL(baseURL + products);
    await settledAfter(page, 1);
    const seen = await barSeen(page);
    expect(seen.some((sample) => sample.phase === 'loading')).toBe(true);
    expect(seen.some((sample) => sample.shown)).toBe(false);
  });

  it('follows back and forward without a bar when the router has the page, and stays idle', async () => {
    const page = await openHydrated(home);
    await page.locator(`header a.nav-link[href="${products}"]`).click();
    await page.waitForURL(baseURL + products);
    await page.locator('.loading-bar[data-phase="idle"]').waitFor({ state: 'attached' });
    await recordBar(page);
    await page.goBack();
    await page.waitForURL(baseURL + home);
    await page.goForward();
    await page.waitForURL(baseURL + products);
    await settledAfter(page, 2);
    expect(await sameDocument(page)).toBe(true);
    const seen = await barSeen(page);
    expect(seen.some((sample) => sample.shown)).toBe(false);
    expect(await page.locator('.loading-bar').getAttribute('data-phase')).toBe('idle');
  });

  it('shows its error variant when the page asked for answers with an error', async () => {
    const page = await openHydrated(home);
    const missing = `${home}/no-such-page`;
    // The router then loads the error page as a document; on this fast local network that could
    // replace the page before it drew a frame, so the document is held back as a real network would.
    await page.route(
      (url) => url.pathname === missing && !url.searchParams.has('_rsc'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      },
    );
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.id = 'missing-page-link';
      link.setAttribute('data-page-link', '');
      link.textContent = 'missing';
      document.querySelector('main')!.prepend(link);
    }, missing);
    const errorColour = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'loading-bar';
      probe.setAttribute('data-error', '');
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    expect(errorColour).toBe('rgb(220, 38, 38)');
    await recordBar(page);
    await page.locator('#missing-page-link').click();
    await page.waitForURL(baseURL + missing);
    await page.locator('h1').waitFor();
    // The old page showed the error variant before the router loaded the error page as a document.
    const seen = await barSeen(page);
    expect(seen.some((sample) => sample.error && sample.shown)).toBe(true);
    expect(seen.find((sample) => sample.error)?.phase).toBe('finished');
  });
});

describe('the top loading bar and the product filters', () => {
  it('shows while a slow filter navigation waits for the server, and ends with it', async () => {
    const page = await openHydrated('/en/products');
    await page.route(
      (url) => url.pathname === '/en/products' && url.searchParams.has('_rsc'),
      async (route) => {
        // A slow server, not a wait: the answer is held back for its own sake.
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
    );
    await recordBar(page);
    await page.locator('form[data-filter-form] input[type="checkbox"]').first().check();
    await page.waitForURL((url) => url.search !== '');
    await page.locator('.loading-bar[data-phase="idle"]').waitFor({ state: 'attached' });
    expect(await sameDocument(page)).toBe(true);
    const seen = await barSeen(page);
    expect(seen.some((sample) => sample.shown)).toBe(true);
    expect(seen.some((sample) => sample.phase === 'finished')).toBe(true);
  });
});
