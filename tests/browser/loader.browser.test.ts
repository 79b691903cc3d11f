import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOADER_FADE_MS, LOADER_MAX_MS } from '@/features/loader/constants';
import { FIRST_SCREEN_READY_MARK } from '@/features/loader/loader-script';
import { launchBrowser } from '../helpers/browser';
import { clickVisible, visit } from '../helpers/engines/actions';
import { engineSuite } from '../helpers/engines';
import { loaderGone, loaderRecord } from '../helpers/engines/loader';
import { waitUntil } from '../helpers/engines/wait';

const baseURL = inject('baseURL');

/**
 * The first-load loader (spec section 4) in Chromium, Firefox and WebKit, as a visitor who has not
 * asked for reduced motion meets it (engines.browser.test.ts has it with reduced motion): it fades
 * over 0.5 s once the first screen is ready, and never shows on a client navigation. And in
 * Chromium without JavaScript: never shown at all.
 */
const { eachEngine } = engineSuite({ reducedMotion: false });

beforeAll(async () => {
  // the first answer of a page renders it: the journeys time a load, not a render
  for (const path of ['/en', '/de', '/en/products', '/en/products/pioneer-pulse-403']) {
    await fetch(baseURL + path);
  }
});

eachEngine(
  'the loader fades over 0.5 s once the first screen is ready, then is hidden',
  async (page) => {
    await visit(page, baseURL, '/en');
    await loaderGone(page);
    const record = await loaderRecord(page);
    expect(record).toMatchObject({
      ariaHidden: 'true',
      pointerEvents: 'none',
      transition: `opacity ${LOADER_FADE_MS / 1000}s`,
      faded: true,
    });
    // Not before the document was parsed and the first screen's image had arrived (its decoding
    // follows), unless LOADER_MAX_MS came first.
    expect(record.ready).toBeGreaterThanOrEqual(Math.min(record.parsed, LOADER_MAX_MS));
    expect(record.imagesArrived).toBeGreaterThan(0);
    expect(record.ready).toBeGreaterThanOrEqual(Math.min(record.imagesArrived, LOADER_MAX_MS));
    // hidden once its fade is over (a timer of the page's: late on a loaded machine, never early)
    expect(record.hidden - record.ready).toBeGreaterThanOrEqual(LOADER_FADE_MS - 1);
  },
);

eachEngine('the loader is never shown on a client navigation', async (page) => {
  await visit(page, baseURL, '/en');
  await loaderGone(page);
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { loaderSeen: seen, sameDocument: true });
    new MutationObserver(() => {
      for (const loader of document.querySelectorAll('.site-loader')) {
        if (getComputedStyle(loader).display !== 'none') seen.push(location.pathname);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await clickVisible(page, 'header a[href="/en/products"]');
  await waitUntil(
    page,
    'the product list by client navigation',
    () => document.querySelector('main [data-filter-results] .product-card a[href]') !== null,
  );
  // in the middle of the window, clear of the sticky header a driver would scroll it under
  await page.evaluate(() =>
    document
      .querySelector('main [data-filter-results] .product-card a[href]')
      ?.scrollIntoView({ block: 'center' }),
  );
  await clickVisible(page, 'main [data-filter-results] .product-card a[href]');
  await waitUntil(
    page,
    'a product page by client navigation',
    () =>
      /^\/en\/products\/[^/]+$/.test(location.pathname) &&
      document.querySelector('main h1') !== null,
  );
  expect(
    await page.evaluate(() => ({
      sameDocument: (window as Window & { sameDocument?: boolean }).sameDocument === true,
      seen: (window as Window & { loaderSeen?: string[] }).loaderSeen,
      loaders: document.querySelectorAll('.site-loader').length,
    })),
  ).toEqual({ sameDocument: true, seen: [], loaders: 1 });
});

describe('the loader in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('covers the first paint, then fades frame by frame over 0.5 s', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // the loader's opacity in every frame from the document's start
    await context.addInitScript(() => {
      const samples: Array<{ at: number; opacity: number }> = [];
      Object.assign(window, { loaderSamples: samples });
      let shown = false;
      const sample = () => {
        const loader = document.querySelector('.site-loader');
        const style = loader && getComputedStyle(loader);
        if (style && style.display !== 'none') {
          shown = true;
          samples.push({ at: performance.now(), opacity: Number(style.opacity) });
        } else if (shown) return;
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const page = await context.newPage();
    await page.goto(baseURL + '/de');
    await page.locator('.site-loader').waitFor({ state: 'hidden' });
    const samples = await page.evaluate(
      () =>
        (window as Window & { loaderSamples?: Array<{ at: number; opacity: number }> })
          .loaderSamples ?? [],
    );
    const ready = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      FIRST_SCREEN_READY_MARK,
    );
    expect(samples[0]?.opacity).toBe(1);
    // frames between opaque and transparent, all after the first screen was ready
    const fading = samples.filter((sample) => sample.opacity > 0 && sample.opacity < 1);
    expect(fading.length).toBeGreaterThan(0);
    expect(fading[0]!.at).toBeGreaterThanOrEqual(ready);
    await context.close();
  });

  /** The share of a screenshot's pixels in the loader's ink (src/app/globals.css, `--color-ink`). */
  async function inkShare(png: Buffer): Promise<number> {
    const { data, info } = await sharp(png)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let ink = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i] === 0x0e && data[i + 1] === 0x10 && data[i + 2] === 0x14) ink += 1;
    }
    return ink / (info.width * info.height);
  }

  it('is never shown without JavaScript: 300 ms after the response the page is there', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page: Page = await context.newPage();
    await page.goto(baseURL + '/en/products/pioneer-pulse-403', { waitUntil: 'commit' });
    // the measure is a time: the screenshot 300 ms after the response
    await page.waitForTimeout(300);
    const shot = await page.screenshot();
    expect(await page.locator('.site-loader').isVisible()).toBe(false);
    expect(await page.locator('main h1').isVisible()).toBe(true);
    expect(await inkShare(shot)).toBeLessThan(0.5);
    // and the loader drawn would be that: the same page with the loader shown by hand
    await page.waitForLoadState('load');
    await page.locator('.site-loader').evaluate((loader) => loader.removeAttribute('hidden'));
    expect(await inkShare(await page.screenshot())).toBeGreaterThan(0.9);
    await context.close();
  });
});
