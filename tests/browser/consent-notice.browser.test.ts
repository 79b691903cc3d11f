import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { LANGS } from '../helpers/canonical-pages';
import { startContainerSite, type ContainerSite } from '../helpers/container-site';
import { sharedPage } from '../helpers/shared-page';
import { CONSENT_VERSION } from '@/features/consent/categories';
import {
  CONSENT_COOKIE,
  CONSENT_LIFETIME_MS,
  parseChoice,
  serializeChoice,
  type ConsentChoice,
} from '@/features/consent/consent-record';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import fr from '@/i18n/messages/fr.json';
import it_ from '@/i18n/messages/it.json';

/**
 * The consent notice drawn by the server (issue 43): in every page's HTML, hidden before the first
 * paint when a valid choice is stored, and taking a choice before the page's scripts have run.
 */
const plainURL = inject('baseURL');
const messages = { it: it_, en, es, fr, de };
const GTM_ID = 'GTM-FORT4RC';
const POLL = { timeout: 15_000 };
const HOME = { it: '/', en: '/en', es: '/es', fr: '/fr', de: '/de' };
const TEMPLATES = ['/en', '/en/products', '/en/products/pioneer-pulse-403'];
const NOTICE = '[data-consent-notice]';

let browser: Browser;
let server: ContainerSite;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startContainerSite(GTM_ID);
  browser = await launchBrowser({ undecided: true });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shared = sharedPage(() => browser);

/**
 * A visitor whose requests off this machine are answered here and counted: the file's shared page
 * (undecided: no cookie), made like new, or with `fresh` a page of its own context (for an init
 * script). The route turns interception on, and with it Chromium's cache off: the page's scripts
 * are requested, as on a first visit, even in a renderer that loaded them before.
 */
async function visitor(
  options: {
    width?: number;
    height?: number;
    stored?: string;
    reducedMotion?: boolean;
    fresh?: boolean;
  } = {},
) {
  const viewport = { width: options.width ?? 1280, height: options.height ?? 900 };
  const reducedMotion = options.reducedMotion ? 'reduce' : 'no-preference';
  let page: Page;
  if (options.fresh) {
    const context = await browser.newContext({ viewport, reducedMotion });
    contexts.push(context);
    page = await context.newPage();
  } else {
    page = await shared.open(viewport);
    await page.emulateMedia({ reducedMotion });
  }
  const context = page.context();
  if (options.stored !== undefined) {
    await context.addCookies([
      { name: CONSENT_COOKIE, value: options.stored, domain: 'localhost', path: '/' },
    ]);
  }
  const outgoing: string[] = [];
  await context.route('**/*', (route: Route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return route.continue();
    outgoing.push(url.href);
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, outgoing, errors };
}

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => {})));
  await shared.close();
});

const stored = (choice: Partial<ConsentChoice> = {}) =>
  encodeURIComponent(
    serializeChoice({
      version: CONSENT_VERSION,
      decidedAt: Date.now() - 60_000,
      granted: { analytics: false, media: false },
      ...choice,
    }),
  );

async function storedChoice(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  return parseChoice(cookie ? decodeURIComponent(cookie.value) : undefined, Date.now());
}

const notice = (page: Page) => page.getByRole('region', { name: en.Consent.banner.title });
const noticeButton = (page: Page, name: string) =>
  notice(page).getByRole('button', { name, exact: true });

/** Holds every script of the page's own until `release`, as a slow phone's network does. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Records, in every animation frame from the document's start, whether the notice was shown. */
async function watchNotice(page: Page) {
  await page.addInitScript((selector) => {
    const seen: boolean[] = [];
    (window as { noticeFrames?: boolean[] }).noticeFrames = seen;
    const look = () => {
      const element = document.querySelector(selector);
      if (element) seen.push(element.checkVisibility());
      if (performance.now() < 6000) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, NOTICE);
}

describe('the notice in the server HTML', () => {
  it.each(LANGS)('is in the page of %s, hidden until its script decides', async (lang) => {
    const html = await (await fetch(plainURL + HOME[lang])).text();
    const section = html.match(/<section[^>]*data-consent-notice[^>]*>[\s\S]*?<\/section>/)?.[0];
    expect(section).toBeDefined();
    expect(section).toMatch(/\shidden(=""|\s|>)/);
    const texts = messages[lang].Consent.banner;
    // the build's default server offers no analytics: the text says so
    for (const text of [texts.title, texts.textWithoutAnalytics, texts.reject, texts.accept]) {
      expect(section).toContain(text);
    }
    expect(section).not.toContain(texts.text);
  });
});

describe('a stored choice', () => {
  it('that is valid is never painted, on any template', async () => {
    for (const path of TEMPLATES) {
      // a page of its own, for the watcher's init script, and a first paint
      const { page } = await visitor({
        stored: stored(),
        width: 390,
        height: 844,
        reducedMotion: true,
        fresh: true,
      });
      await watchNotice(page);
      await page.goto(server.baseURL + path, { waitUntil: 'load' });
      await page.locator('.site-loader').waitFor({ state: 'hidden', timeout: 10_000 });
      const frames = await page.evaluate(
        () => (window as { noticeFrames?: boolean[] }).noticeFrames,
      );
      expect(frames?.length, path).toBeGreaterThan(0);
      expect(frames?.includes(true), path).toBe(false);
      // the foot of the first screen once the loader left, where the notice would be: the same
      // as without the notice at all
      const foot = {
        clip: { x: 0, y: 544, width: 390, height: 300 },
        animations: 'disabled' as const,
      };
      // the first screen's own images drawn first (the product list's first row is in it now),
      // so that the two pictures can differ only by the notice
      await page.evaluate(() =>
        Promise.all(
          [...document.images]
            .filter((image) => {
              const box = image.getBoundingClientRect();
              return image.getClientRects().length > 0 && box.top < innerHeight && box.bottom > 0;
            })
            .map((image) => image.decode().catch(() => undefined)),
        ),
      );
      const painted = await page.screenshot(foot);
      await page.locator(NOTICE).evaluate((element) => element.remove());
      expect(Buffer.compare(painted, await page.screenshot(foot)), path).toBe(0);
    }
  }, 90_000);

  it.each([
    ['of an older version', () => stored({ version: CONSENT_VERSION - 1 })],
    ['older than six months', () => stored({ decidedAt: Date.now() - CONSENT_LIFETIME_MS - 1 })],
    ['that cannot be read', () => 'v%3D1%26at%3Dyesterday'],
  ])('%s is asked again', async (_, value) => {
    // a page of its own, for the watcher's init script
    const { page } = await visitor({ stored: value(), fresh: true });
    await watchNotice(page);
    await page.goto(server.baseURL + '/en', { waitUntil: 'load' });
    await notice(page).waitFor(POLL);
    const frames = await page.evaluate(() => (window as { noticeFrames?: boolean[] }).noticeFrames);
    // the watcher sees it too: the check above cannot pass on a notice it could never see
    expect(frames?.includes(true)).toBe(true);
  });
});

describe('before the page’s scripts have run', () => {
  it.each([
    ['Reject all', en.Consent.banner.reject],
    ['the X', en.Consent.banner.close],
  ])('%s records the choice, the notice goes, and nothing optional loads', async (_, name) => {
    const { context, page, outgoing } = await visitor();
    const release = await holdScripts(page);
    await page.goto(server.baseURL + '/en/products', { waitUntil: 'domcontentloaded' });
    await noticeButton(page, name).click();
    expect(await notice(page).count()).toBe(0);
    expect((await storedChoice(context))?.granted).toEqual({ analytics: false, media: false });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    release();
    await page.waitForLoadState('load');
    await page.locator('button#site-menu-toggle').waitFor({ state: 'attached' });
    // a time, not an event: nothing must load or come back, which no event announces
    await page.waitForTimeout(1500);
    expect(outgoing).toEqual([]);
    expect(await notice(page).count()).toBe(0);
  });

  it('"Accept all" records the choice at once, and the tag manager loads once they run', async () => {
    const { context, page, outgoing } = await visitor();
    const release = await holdScripts(page);
    await page.goto(server.baseURL + '/en', { waitUntil: 'domcontentloaded' });
    await noticeButton(page, en.Consent.banner.accept).click();
    expect(await notice(page).count()).toBe(0);
    expect((await storedChoice(context))?.granted).toEqual({ analytics: true, media: true });
    expect(outgoing).toEqual([]);
    release();
    await expect
      .poll(() => outgoing.filter((url) => url.includes('googletagmanager.com/gtm.js')), POLL)
      .toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
  });

  it('"Customise" opens the settings as soon as they can, without a second tap', async () => {
    const { context, page, outgoing } = await visitor();
    const release = await holdScripts(page);
    await page.goto(server.baseURL + '/en', { waitUntil: 'domcontentloaded' });
    await noticeButton(page, en.Consent.banner.customise).click();
    release();
    const settings = page.getByRole('dialog', { name: en.Consent.settings.title });
    await settings.waitFor(POLL);
    expect(await storedChoice(context)).toBeUndefined();
    expect(outgoing).toEqual([]);
  });
});

describe('on a phone (390 x 844)', () => {
  it.each(TEMPLATES)(
    '%s: the notice covers at most 35 percent, and the LCP is the page’s own',
    async (path) => {
      const { page } = await visitor({ width: 390, height: 844 });
      await page.goto(server.baseURL + path, { waitUntil: 'load' });
      await notice(page).waitFor(POLL);
      const box = await notice(page).boundingBox();
      if (!box) throw new Error('the notice has no box');
      const visible = box.width * Math.min(box.height, 844 - box.y);
      expect(visible / (390 * 844)).toBeLessThanOrEqual(0.35);
      const lcpInNotice = await page.evaluate(
        (selector) =>
          new Promise<boolean>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element }>;
              const last = entries.at(-1);
              resolve(Boolean(last?.element?.closest(selector)));
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
        NOTICE,
      );
      expect(lcpInNotice).toBe(false);
    },
  );
});

describe('accessibility', () => {
  it.each(TEMPLATES)('axe finds nothing on %s with the notice open', async (path) => {
    const { page } = await visitor({ width: 390, height: 844 });
    await page.goto(server.baseURL + path, { waitUntil: 'load' });
    await notice(page).waitFor(POLL);
    await page.locator('.site-loader').waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await violations(page)).toEqual([]);
  });

  it('comes right after the skip link in the keyboard order, and works by keyboard', async () => {
    const { context, page, errors } = await visitor();
    await page.goto(server.baseURL + '/de', { waitUntil: 'load' });
    await page.getByRole('region', { name: de.Consent.banner.title }).waitFor(POLL);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('skip-link');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate((selector) => document.activeElement?.closest(selector) !== null, NOTICE),
    ).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      de.Consent.banner.close,
    );
    await page.keyboard.press('Enter');
    expect((await storedChoice(context))?.granted).toEqual({ analytics: false, media: false });
    expect(errors).toEqual([]);
  });
});
