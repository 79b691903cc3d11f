import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANIMATION } from '../../src/features/motion/constants';
import { launchBrowser } from '../helpers/browser';
import { waitForHydration } from '../helpers/document';
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

const viewport = { width: 1280, height: 900 };
const MOVING = '[data-motion="stagger"] > *, [data-motion="reveal"]';

/**
 * From the document's start, watches what shows in the first screen (the h1, and every element that
 * moves and starts within the viewport) and records the lowest opacity any of them ever had, and
 * the page's layout shifts.
 */
async function watchFirstScreen(context: BrowserContext) {
  await context.addInitScript((moving: string) => {
    const record = {
      lowestOpacity: 1,
      layoutShift: 0,
      shifts: [] as string[],
      parseShifts: [] as string[],
    };
    (window as Window & { firstScreen?: typeof record }).firstScreen = record;
    /** A layout shift entry, as Chromium reports it (not in TypeScript's DOM types). */
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const box = ({ x, y, width, height }: DOMRectReadOnly) =>
      [x, y, width, height].map(Math.round).join(' ');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        // A frame Chromium paints while the document is still parsed, under the loader, is not
        // motion's, which starts after the load.
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const parsed = navigation?.domInteractive || Number.POSITIVE_INFINITY;
        if (entry.startTime < parsed) {
          record.parseShifts.push(`${Math.round(entry.startTime)} ms: ${entry.value}`);
          continue;
        }
        record.layoutShift += entry.value;
        // What moved, from where to where, and when: enough to find the cause of a rare shift.
        const moved = entry.sources.map((source) => {
          const node = source.node as Element | undefined;
          return `${node?.nodeName ?? '?'}.${node?.className ?? ''} [${box(source.previousRect)}] -> [${box(source.currentRect)}]`;
        });
        record.shifts.push(
          `${Math.round(entry.startTime)} ms, scrollY ${window.scrollY}, ${document.readyState}: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const started = performance.now();
    const sample = () => {
      for (const element of document.querySelectorAll(`h1, ${moving}`)) {
        const top = element.getBoundingClientRect().top;
        if (top >= window.innerHeight || top + window.scrollY >= window.innerHeight) continue;
        const opacity = Number(getComputedStyle(element).opacity);
        record.lowestOpacity = Math.min(record.lowestOpacity, opacity);
      }
      if (performance.now() - started < 6000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, MOVING);
}

const firstScreen = (page: Page) =>
  page.evaluate(
    () =>
      (window as Window & { firstScreen?: { lowestOpacity: number; layoutShift: number } })
        .firstScreen!,
  );

/**
 * The motion runtime has started: it loads on the visitor's first sign of life after the load (the
 * pointer moving, here), and Lenis marks the root element.
 */
async function motionStarted(page: Page) {
  await page.waitForLoadState('load');
  await waitForHydration(page);
  await page.mouse.move(5, 5);
  await page.mouse.move(40, 40);
  await page.waitForFunction(() => document.documentElement.classList.contains('lenis'));
}

async function movingStates(page: Page) {
  return page.locator(MOVING).evaluateAll((elements) =>
    elements.map((element) => ({
      top: element.getBoundingClientRect().top + window.scrollY,
      opacity: Number(getComputedStyle(element).opacity),
      waiting: element.hasAttribute('data-motion-waiting'),
      transform: getComputedStyle(element).transform,
    })),
  );
}

/** Scrolls to the bottom like a visitor with a wheel, a screen at a time, letting reveals run. */
async function scrollThrough(page: Page) {
  await page.mouse.move(640, 450);
  for (let step = 0; step < 40; step++) {
    const { atEnd, scrollY } = await page.evaluate(() => ({
      atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      scrollY: window.scrollY,
    }));
    if (atEnd) break;
    await page.mouse.wheel(0, 700);
    // Lenis's smooth scroll has moved the page and come to rest (its class goes with it): what
    // came into view on the way has met its trigger.
    await page.waitForFunction(
      (from) =>
        window.scrollY !== from && !document.documentElement.classList.contains('lenis-scrolling'),
      scrollY,
    );
  }
}

/** A moving element that is not yet where the server put it, or not yet opaque. */
const notInPlace = (state: Awaited<ReturnType<typeof movingStates>>[number]) =>
  state.opacity !== 1 ||
  state.waiting ||
  !['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(state.transform);

/** Every moving element is where the server put it, fully opaque and not waiting. */
async function expectAllInPlace(page: Page) {
  const states = await movingStates(page);
  expect(states.length).toBeGreaterThan(3);
  for (const state of states) {
    expect(state).toMatchObject({ opacity: 1, waiting: false });
    expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(state.transform);
  }
}

describe.each([
  { path: '/en', name: 'home in English' },
  { path: '/de/produkte', name: 'the product list in German' },
])('scroll reveals, on $name', ({ path }) => {
  it('hide only what starts below the fold, 50 px lower, and show it once scrolled into view', async () => {
    const context = await browser.newContext({ viewport, reducedMotion: 'no-preference' });
    await watchFirstScreen(context);
    const page = await context.newPage();
    await page.goto(baseURL + path);
    await motionStarted(page);

    const before = await movingStates(page);
    const waiting = before.filter((state) => state.waiting);
    expect(waiting.length).toBeGreaterThan(0);
    for (const state of waiting) {
      expect(state.top).toBeGreaterThanOrEqual(viewport.height);
      expect(state.opacity).toBe(0);
      expect(state.transform).toBe(`matrix(1, 0, 0, 1, 0, ${ANIMATION.offsetPx})`);
    }
    for (const state of before.filter((item) => item.top < viewport.height)) {
      expect(state).toMatchObject({ opacity: 1, waiting: false });
    }

    await scrollThrough(page);
    // The last reveals (1 s each, started 0.5 s apart) have ended.
    await expect.poll(async () => (await movingStates(page)).filter(notInPlace)).toEqual([]);
    await expectAllInPlace(page);

    const record = await firstScreen(page);
    expect(record.lowestOpacity).toBe(1);
    expect(record.layoutShift, JSON.stringify(record)).toBe(0);
    await context.close();
  });

  it('shows a waiting element at once when the keyboard reaches it', async () => {
    const page = await shared.open(viewport);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(baseURL + path);
    await motionStarted(page);
    const link = await page.locator('[data-motion-waiting] a[href]').first().elementHandle();
    // Focus without scrolling, so the reveal comes from the focus and not from the scroll.
    const waiting = await link!.evaluateHandle((element) => {
      const ancestor = element.closest('[data-motion-waiting]')!;
      (element as HTMLElement).focus({ preventScroll: true });
      return ancestor;
    });
    // Its reveal (ANIMATION.containerAnimation long) has ended.
    await page.waitForFunction(
      (element) =>
        Number(getComputedStyle(element).opacity) === 1 &&
        !element.hasAttribute('data-motion-waiting'),
      waiting,
    );
    const state = await waiting.evaluate((element) => ({
      opacity: Number(getComputedStyle(element).opacity),
      waiting: element.hasAttribute('data-motion-waiting'),
      belowTheFold: element.getBoundingClientRect().top >= window.innerHeight,
    }));
    expect(state).toEqual({ opacity: 1, waiting: false, belowTheFold: true });
  });
});

describe.each(['/en', '/fr'])('without motion, on %s', (path) => {
  it('shows every element in place with reduced motion, and loads no smooth scrolling', async () => {
    const page = await shared.open(viewport);
    await page.goto(baseURL + path, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 200);
    // Proves that the motion code never loads: no event to wait for, so two seconds for it to.
    await page.waitForTimeout(2000);
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('lenis');
    await expectAllInPlace(page);
  });

  it('shows every element in place without JavaScript', async () => {
    const page = await shared.open({ ...viewport, javaScriptEnabled: false });
    await page.goto(baseURL + path, { waitUntil: 'load' });
    await expectAllInPlace(page);
  });

  it('shows every element in place when the motion code cannot load', async () => {
    const context = await browser.newContext({ viewport, reducedMotion: 'no-preference' });
    // Every script asked for after the page's load is the motion chunk (or later): refuse them.
    let loaded = false;
    await context.exposeFunction('pageLoaded', () => {
      loaded = true;
    });
    await context.addInitScript(() =>
      window.addEventListener('load', () =>
        (window as Window & { pageLoaded?: () => void }).pageLoaded?.(),
      ),
    );
    const refused: string[] = [];
    await context.route('**/_next/static/chunks/*.js', async (route) => {
      if (!loaded) return route.continue();
      refused.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    await page.goto(baseURL + path, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.mouse.move(5, 5);
    await page.mouse.move(40, 40);
    await expect.poll(() => refused.length, { timeout: 8000 }).toBeGreaterThan(0);
    // Proves that nothing moves once the code is refused: no event to wait for, so a while for it.
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('lenis');
    await expectAllInPlace(page);
    await context.close();
  });
});
