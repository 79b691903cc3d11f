import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/**
 * The faces Chromium draws the text of the first element in `within` that holds text of its own
 * with, as DevTools lists them, joined.
 */
async function facesOf(page: Page, within: string): Promise<string> {
  await page.evaluate((scope) => {
    document.querySelector('[data-font-probe]')?.removeAttribute('data-font-probe');
    const element = [...document.querySelectorAll(`${scope} *`)].find(
      (candidate) =>
        candidate.checkVisibility() &&
        [...candidate.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim().length > 3,
        ),
    );
    element?.setAttribute('data-font-probe', '');
  }, within);
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await session.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName).join();
}

/** Layout shifts not caused by the visitor's own input, from the document's start. */
async function watchShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { unexpectedShifts: shifts });
    type Rect = { x: number; y: number; width: number; height: number };
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: Rect; currentRect: Rect }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(
          (s) =>
            `${s.node?.nodeName}.${s.node instanceof Element ? s.node.className : ''} ${[s.previousRect, s.currentRect].map((r: Rect) => [r.x, r.y, r.width, r.height].map(Math.round).join(',')).join(' -> ')}`,
        );
        shifts.push(
          `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms (${location.pathname}, fonts ${[...document.fonts].map((face) => `${face.family} ${face.status}`).join(', ')}): ${sources.join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const unexpectedShifts = (page: Page) =>
  page.evaluate(() => (window as Window & { unexpectedShifts?: string[] }).unexpectedShifts ?? []);

/** The visitor moves the pointer: the first sign of life the late face waits for. */
async function moveThePointer(page: Page) {
  await page.mouse.move(5, 5);
  await page.mouse.move(40, 40);
}

const lateFaces = (page: Page) =>
  page.evaluate(
    () =>
      [...document.fonts].filter((face) => face.family.replace(/["']/g, '').endsWith(' late'))
        .length,
  );

/** Waits until the page has loaded its second copy of the brand face. */
const lateFaceLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.fonts].some(
      (face) => face.family.replace(/["']/g, '').endsWith(' late') && face.status === 'loaded',
    ),
  );

describe.each([
  { path: '/en/products', link: 'main a.stretched-link' },
  { path: '/de', link: 'main a[href="/de/neuigkeiten"]' },
])('the brand font on a first visit to $path', ({ path, link }) => {
  it('misses the first page (optional), then sets the text of the next one, shifting nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await watchShifts(context);
    // The face arrives later than its short block period (100 ms in Chromium), as on a first
    // visit over a real network: 400 ms after it was asked for, and not before the page is
    // hydrated. The period is a timer on the page's main thread, which a busy machine runs late,
    // after the face came in 400 ms: the face would then be drawn on this page after all.
    let pageHydrated = () => {};
    const hydration = new Promise<void>((resolve) => (pageHydrated = resolve));
    await context.route(/\.woff2$/, async (route) => {
      const asked = Date.now();
      await hydration;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, asked + 400 - Date.now())));
      await route.continue().catch(() => {});
    });
    const page = await context.newPage();
    // not until `load`: the face, held until hydration, is one of what the event waits for
    await page.goto(baseURL + path, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    pageHydrated();
    await page.waitForLoadState('load');
    // Nothing is done for a page nobody uses (a page-speed audit, say).
    await page.waitForTimeout(1000);
    expect(await lateFaces(page)).toBe(0);
    await moveThePointer(page);
    await lateFaceLoaded(page);
    expect(await facesOf(page, 'main')).not.toMatch(/Archivo/);

    await markDocument(page);
    await page.locator(link).first().click();
    await page.waitForURL((url) => url.pathname !== path);
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => facesOf(page, 'main')).toMatch(/Archivo/);
    expect(await facesOf(page, 'header')).toMatch(/Archivo/);
    expect(await unexpectedShifts(page)).toEqual([]);
    await context.close();
  });
});

describe('the brand font on a later visit', () => {
  it('is drawn from the first paint, and the page is left alone', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(baseURL + '/en');
    // The pointer moves once the page listens for it (hydrated), as in every test here.
    await waitForHydration(page);
    await page.waitForLoadState('load');
    await moveThePointer(page);
    await lateFaceLoaded(page);
    // The file is in the HTTP cache now: the next document has the face for its first layout.
    await page.goto(baseURL + '/en/news');
    await waitForHydration(page);
    await page.waitForLoadState('load');
    await moveThePointer(page);
    await lateFaceLoaded(page);
    expect(await facesOf(page, 'main')).toMatch(/Archivo/);
    await markDocument(page);
    await page.locator('main a[href^="/en/news/"]').first().click();
    await page.waitForURL((url) => url.pathname !== '/en/news');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => document.body.style.fontFamily)).toBe('');
    await context.close();
  });
});
