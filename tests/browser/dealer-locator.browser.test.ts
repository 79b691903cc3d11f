import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { LOCATOR, SEARCHES } from '../helpers/dealer-locator';
import { hydrated, waitForHydration } from '../helpers/document';
import { sharedPage } from '../helpers/shared-page';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import it_ from '@/i18n/messages/it.json';

/**
 * The dealer and service locator (issue 63) in a browser, in Italian, English and German, with
 * and without JavaScript. The HTTP-only checks are dealer-locator.http.test.ts.
 */
const baseURL = inject('baseURL');
const POLL = { timeout: 15_000 };
const LOOP_TIMEOUT = 90_000;
const messages = { it: it_, en, de };

type Lang = 'it' | 'en' | 'de';

/** A city and a postcode per language, with the partners each must list first. */
const BY_LANGUAGE: Record<
  Lang,
  Array<{ place: string; expected: ReadonlyArray<readonly [string, number]> }>
> = {
  it: [
    { place: 'Brescia', expected: SEARCHES.brescia },
    { place: '25125', expected: SEARCHES.brescia },
  ],
  en: [
    { place: 'Milan', expected: SEARCHES.milan },
    { place: 'D-80331', expected: SEARCHES.munich },
  ],
  de: [
    { place: 'München', expected: SEARCHES.munich },
    { place: '80331', expected: SEARCHES.munich },
  ],
};

/** The partners shown, in order, with the distances the page gives. */
const shownAnswers = (page: Page) =>
  page
    .locator('[data-locator-answers] [data-partner]')
    .evaluateAll((cards) =>
      cards.map((card) => [
        card.getAttribute('data-partner'),
        Number(card.querySelector('[data-distance]')?.getAttribute('data-distance')),
      ]),
    );

function expectAnswers(shown: unknown[][], expected: ReadonlyArray<readonly [string, number]>) {
  expect(shown.map(([slug]) => slug)).toEqual(expected.map(([slug]) => slug));
  shown.forEach(([, km], index) => expect(km).toBeCloseTo(expected[index]![1], 0));
}

async function search(page: Page, lang: Lang, place: string) {
  const form = page.locator('form[data-locator-form]');
  await form.getByLabel(messages[lang].Locator.place).fill(place);
  await Promise.all([
    page.waitForURL((url) => url.searchParams.has('luogo')),
    form.getByRole('button', { name: messages[lang].Locator.submit, exact: true }).click(),
  ]);
}

let browser: Browser;
const shared = sharedPage(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await shared.close();
  await browser?.close();
});

/** The file's shared page at `url`, loaded: 900 px high whatever the width, as `openPage` made it. */
async function open(url: string, options: { width?: number; javaScriptEnabled?: boolean } = {}) {
  const page = await shared.open({ ...options, height: 900 });
  await page.goto(baseURL + url, { waitUntil: 'load' });
  return page;
}

describe('dealer locator, in a browser', () => {
  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with' : 'without';
    it.each(['it', 'en', 'de'] as const)(
      `in %s, ${mode} JavaScript, a city and a postcode give the nearest partners in order`,
      async (lang) => {
        const page = await open(LOCATOR[lang], { javaScriptEnabled });
        for (const { place, expected } of BY_LANGUAGE[lang]) {
          await page.goto(baseURL + LOCATOR[lang], { waitUntil: 'load' });
          if (javaScriptEnabled) await waitForHydration(page);
          await search(page, lang, place);
          expectAnswers(await shownAnswers(page), expected);
          const query = new URL(page.url()).searchParams;
          expect(query.get('luogo')).toBe(place);
          // with JavaScript the form sends only what was filled in
          if (javaScriptEnabled) expect([...query.keys()]).toEqual(['luogo']);
        }
      },
      LOOP_TIMEOUT,
    );
  }

  it.each([
    { lang: 'it' as const, javaScriptEnabled: false },
    { lang: 'en' as const, javaScriptEnabled: true },
    { lang: 'de' as const, javaScriptEnabled: true },
  ])(
    'in $lang (JavaScript: $javaScriptEnabled), the kind and family filters narrow the answer',
    async ({ lang, javaScriptEnabled }) => {
      const words = messages[lang].Locator;
      const page = await open(LOCATOR[lang], { javaScriptEnabled });
      if (javaScriptEnabled) await waitForHydration(page);
      const form = page.locator('form[data-locator-form]');
      const place = { it: 'Brescia', en: 'Milan', de: 'München' }[lang];
      await form.getByLabel(words.place).fill(place);
      // a kind (datasource tipi-partner) and a family
      const kind = { it: 'service', en: 'service', de: 'training' }[lang];
      await form.locator(`input[name="tipo"][value="${kind}"]`).check();
      const family = { it: 'plasma-cutting', en: 'automation', de: 'manual-welding' }[lang];
      await form.getByLabel(words.family).selectOption(family);
      await Promise.all([
        page.waitForURL((url) => url.searchParams.has('luogo')),
        form.getByRole('button', { name: words.submit, exact: true }).click(),
      ]);
      const expected = {
        it: ['officina-orobica-assistenza', 'saldotecnica-lombarda'],
        en: ['saldotecnica-lombarda', 'ticino-robotica-formazione'],
        de: ['tiroler-schweissakademie'],
      }[lang];
      expect((await shownAnswers(page)).map(([slug]) => slug)).toEqual(expected);
      expect(await form.locator(`input[name="tipo"][value="${kind}"]`).isChecked()).toBe(true);
      expect(await form.getByLabel(words.family).inputValue()).toBe(family);
    },
    LOOP_TIMEOUT,
  );

  it.each(['it', 'en', 'de'] as const)(
    'in %s, "Near me" with a granted position answers from there',
    async (lang) => {
      // a context of its own: the position and its permission are the context's options
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        geolocation: { latitude: 45.5416, longitude: 10.2118 },
        permissions: ['geolocation'],
        reducedMotion: 'reduce',
      });
      try {
        const page = await context.newPage();
        await page.goto(baseURL + LOCATOR[lang], { waitUntil: 'load' });
        const nearMe = page.getByRole('button', { name: messages[lang].Locator.nearMe });
        await hydrated(nearMe);
        await Promise.all([
          page.waitForURL((url) => url.searchParams.has('lat'), POLL),
          nearMe.click(),
        ]);
        const query = new URL(page.url()).searchParams;
        // rounded to about a kilometre before it leaves the page
        expect([query.get('lat'), query.get('lng')]).toEqual(['45.54', '10.21']);
        expect((await shownAnswers(page)).map(([slug]) => slug)).toEqual(
          SEARCHES.brescia.map(([slug]) => slug),
        );
        expect(await page.locator('#locator-results-title').textContent()).toBe(
          messages[lang].Locator.resultsNearYou,
        );
      } finally {
        await context.close();
      }
    },
    LOOP_TIMEOUT,
  );

  it('offers no "Near me" without JavaScript', async () => {
    const page = await open(LOCATOR.en, { javaScriptEnabled: false });
    expect(await page.locator('[data-near-me]').count()).toBe(0);
    expect(await page.locator('form[data-locator-form]').getAttribute('method')).toBe('get');
  });

  it.each(['it', 'en', 'de'] as const)(
    'in %s, a product page’s link lands on the dealers of its family',
    async (lang) => {
      const product = {
        it: '/prodotti/voyager-plasma-65',
        en: '/en/products/voyager-plasma-65',
        de: '/de/produkte/voyager-plasma-65',
      }[lang];
      const page = await open(product);
      await waitForHydration(page);
      await Promise.all([
        page.waitForURL((url) => url.pathname === LOCATOR[lang]),
        page.getByRole('link', { name: messages[lang].Locator.productLink }).click(),
      ]);
      expect(new URL(page.url()).searchParams.get('famiglia')).toBe('plasma-cutting');
      const form = page.locator('form[data-locator-form]');
      expect(await form.getByLabel(messages[lang].Locator.family).inputValue()).toBe(
        'plasma-cutting',
      );
      await waitForHydration(page);
      await search(page, lang, 'Brescia');
      expect((await shownAnswers(page)).map(([slug]) => slug)).toEqual([
        'officina-orobica-assistenza',
        'saldotecnica-lombarda',
      ]);
    },
    LOOP_TIMEOUT,
  );
});

describe('dealer locator, nothing leaves the machine before consent', () => {
  /**
   * The shared page, its motion not reduced (as in the context of its own it had), with every
   * request off this machine answered here. The route turns interception on, and with it
   * Chromium's cache off.
   */
  async function watched(): Promise<{ page: Page; outgoing: string[] }> {
    const page = await shared.open({ width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const outgoing: string[] = [];
    await page.context().route('**/*', (route: Route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return route.continue();
      outgoing.push(url.href);
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' });
    });
    return { page, outgoing };
  }

  it(
    'loads a search, its map panel and a country page without a request off this machine',
    async () => {
      const { page, outgoing } = await watched();
      await page.goto(`${baseURL}${LOCATOR.en}?luogo=Milan`, { waitUntil: 'load' });
      await waitForHydration(page);
      const show = page.getByRole('button', { name: en.Media.Map.show });
      await hydrated(show);
      await page.locator('[data-locator-map]').scrollIntoViewIfNeeded();
      await page.goto(`${baseURL}${LOCATOR.de}/deutschland`, { waitUntil: 'load' });
      await waitForHydration(page);
      expect(outgoing).toEqual([]);
      // the map, once asked for, is the first thing that does leave
      await page.goto(`${baseURL}${LOCATOR.en}?luogo=Milan`, { waitUntil: 'load' });
      await hydrated(show);
      await show.click();
      await page
        .locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]')
        .waitFor(POLL);
      await expect.poll(() => outgoing.length, POLL).toBeGreaterThan(0);
      expect(outgoing.every((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true);
    },
    LOOP_TIMEOUT,
  );
});

describe('dealer locator, accessibility and small screens', () => {
  it.each([
    { url: LOCATOR.it, width: 1280 },
    { url: `${LOCATOR.en}?luogo=Milan`, width: 1280 },
    { url: `${LOCATOR.de}?luogo=M%C3%BCnchen&tipo=service`, width: 390 },
    { url: `${LOCATOR.en}?luogo=Frankfurt`, width: 1280 },
    { url: `${LOCATOR.it}?luogo=Brescia&raggio=25&tipo=rental`, width: 390 },
    { url: `${LOCATOR.en}/germany`, width: 1280 },
    { url: `${LOCATOR.de}/schweiz`, width: 390 },
  ])('finds no axe violation on $url at $width px', async ({ url, width }) => {
    const page = await open(url, { width });
    expect(await violations(page)).toEqual([]);
  });

  it.each([
    { name: 'the bare page', url: LOCATOR.de },
    { name: 'an answer', url: `${LOCATOR.en}?luogo=Milan` },
    { name: 'candidates', url: `${LOCATOR.it}?luogo=Frankfurt` },
    { name: 'a country page', url: `${LOCATOR.fr}/royaume-uni` },
    {
      name: 'a note on a 2,000-character value',
      url: `${LOCATOR.en}?luogo=Milan&tipo=${'x'.repeat(2000)}`,
    },
  ])('has no horizontal overflow at 360 px: $name', async ({ url }) => {
    const page = await open(url, { width: 360 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
