import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { languageSwitches } from '../helpers/canonical-pages';
import type { RunningServer } from '../helpers/production-server';
import { serveSiteCopy } from '../helpers/site-copy';
import { addUntranslatedStory, untranslatedStory } from '../helpers/untranslated-story';

const baseURL = inject('baseURL');

/**
 * The link's target on every canonical page is the HTTP tier's (`canonical-pages.http`); what the
 * browser adds, the language cookie written as the link is followed, is the same script on every
 * page: proven here from the home and a product of each language.
 */
const switches = languageSwitches.filter(
  ({ page }) => page === 'Home' || page === 'Product detail',
);

describe('switching language from the home and a product page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Only the page and Next's own files: nothing else is needed to switch languages.
    await context.route(/\.(avif|webp|jpe?g|png|woff2)(\?|$)/, (route) => route.abort());
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(switches)(
    '$page: $from → $target lands on $to and remembers $target',
    async ({ from, target, to }) => {
      await page.goto(baseURL + from);
      const link = page.locator(`a[hreflang="${target}"]:visible`).first();
      await link.click();
      await page.waitForURL(baseURL + to);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(target);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(to);
      const cookie = (await context.cookies()).find((entry) => entry.name === 'NEXT_LOCALE');
      expect(cookie?.value).toBe(target);
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);
    },
  );
});

describe('a language link followed before the page’s scripts have run', () => {
  it.each([
    ['none of them arrives', { rate: 1, scripts: false }],
    ['a slow phone is still hydrating the page', { rate: 8, scripts: true }],
  ] as const)(
    'is remembered when %s',
    async (_, { rate, scripts }) => {
      const browser = await launchBrowser();
      try {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        if (!scripts)
          await context.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.goto(baseURL + '/', { waitUntil: 'commit' });
        await page.locator('a[hreflang="fr"]:visible').first().click();
        await page.waitForURL(baseURL + '/fr');
        const cookie = (await context.cookies()).find((entry) => entry.name === 'NEXT_LOCALE');
        expect(cookie?.value).toBe('fr');
        expect(cookie?.path).toBe('/');
      } finally {
        await browser.close();
      }
    },
    60_000,
  );
});

describe('a page whose translation in a language is not published', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await serveSiteCopy({}, (copy) => addUntranslatedStory(copy.contentDir));
  }, 60_000);

  afterAll(() => server?.stop());

  it('has no page in that language, at its own slug or any other', async () => {
    const { missing, paths, unpublishedSlug } = untranslatedStory;
    const translated = await fetch(server.baseURL + paths.en);
    expect(translated.status).toBe(200);
    // no alternate in that language (the language switcher's link to its home stays)
    expect(await translated.text()).not.toMatch(
      new RegExp(`<link[^>]+rel="alternate"[^>]+hrefLang="${missing}"`),
    );
    for (const path of [
      `/${missing}${paths.it}`,
      `/${missing}/${unpublishedSlug}`,
      `/${missing}/${paths.en.split('/').at(-1)}`,
    ]) {
      const answer = await fetch(server.baseURL + path, { redirect: 'manual' });
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain('Schweißen auf der Baustelle');
    }
  });
});
