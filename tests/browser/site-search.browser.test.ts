import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations, WITH_BEST_PRACTICES } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { sharedPage } from '../helpers/shared-page';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import italian from '@/i18n/messages/it.json';
import { RICH_TEXT_NODES } from '@/content/schema/validate-content';

/**
 * Site search (src/search/, issue 20) on the production build: the search page without
 * JavaScript, and the header's field as a combobox with results as one types.
 */
const baseURL = inject('baseURL');
const POLL = { timeout: 15_000 };
let browser: Browser;
const shared = sharedPage(() => browser);

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await shared.close();
  await browser?.close();
});

/** The shared page with or without JavaScript, 900 px high, its motion not reduced. */
async function newPage(javaScriptEnabled = true, width = 1440): Promise<Page> {
  const page = await shared.open({ width, height: 900, javaScriptEnabled });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  return page;
}

/** The result links of the search page, in order. */
function resultLinks(page: Page): Promise<string[]> {
  return page
    .locator('[data-search-results] h2 a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
}

const field = (page: Page) => page.locator('form.search-form input[name="q"]');
const listbox = (page: Page) => page.getByRole('listbox');

async function typeInHeader(page: Page, text: string) {
  await field(page).click();
  await field(page).pressSequentially(text, { delay: 40 });
  // The list opens with the results of whatever was typed when the typing paused, which a loaded
  // machine does mid-word: wait for the results of the whole text (its "all results" option's
  // link), or the keys that follow would choose among results about to be replaced.
  await expect
    .poll(
      () =>
        listbox(page).evaluate((list) => {
          const href = list.lastElementChild?.getAttribute('data-href');
          return href ? new URL(href, window.location.href).searchParams.get('q') : null;
        }),
      POLL,
    )
    .toBe(text.trim());
  await expect.poll(() => field(page).getAttribute('aria-expanded'), POLL).toBe('true');
}

describe('the search page without JavaScript', () => {
  it('lists results by relevance, counted by kind, with the matching words marked', async () => {
    const page = await newPage(false);
    await page.goto(`${baseURL}/en/search?q=pioneer+pulse+403`);
    const links = await resultLinks(page);
    expect(links[0]).toBe('/en/products/pioneer-pulse-403');
    expect(links.length).toBeGreaterThan(3);
    const kinds = page.getByRole('navigation', { name: en.Search.kindsLabel });
    expect(await kinds.getByRole('link', { name: /Products \(\d+\)/ }).count()).toBe(1);
    expect(await kinds.getByRole('link', { name: /Downloads \(\d+\)/ }).count()).toBe(1);
    expect(await page.locator('[data-search-results] mark').count()).toBeGreaterThan(3);
  });

  it('shows one kind when asked, keeping the counts of all', async () => {
    const page = await newPage(false);
    await page.goto(`${baseURL}/en/search?q=pioneer&type=download`);
    const kinds = await page
      .locator('[data-search-results] .eyebrow')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent));
    expect(kinds.length).toBeGreaterThan(0);
    // "Download · User manual": the kind, then the document's type
    for (const kind of kinds) expect(kind).toMatch(new RegExp(`^${en.Search.kinds.download} · `));
    const current = page.locator('nav [aria-current="page"]');
    expect(await current.innerText()).toContain(en.Search.groups.download);
  });

  it('forgives a typo and a German compound, and says so', async () => {
    const page = await newPage(false);
    await page.goto(`${baseURL}/en/search?q=cruser`);
    // the Cruiser machines, and their manual
    expect((await resultLinks(page)).slice(0, 3).join(' ')).toMatch(/\/en\/products\/cruiser-/);
    expect((await resultLinks(page))[0]).toMatch(/cruiser/);
    expect(await page.getByText(en.Search.tolerant).count()).toBe(1);
    await page.goto(`${baseURL}/de/search?q=Aluminiumschwei%C3%9Fen`);
    expect((await resultLinks(page)).length).toBeGreaterThan(0);
  });

  it('suggests the closest words and the product list when nothing is found', async () => {
    const page = await newPage(false);
    await page.goto(`${baseURL}/en/search?q=manaul`);
    expect(await page.getByText(en.Search.suggest).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'manual', exact: true }).count()).toBe(1);
    const products = page.getByRole('link', { name: en.Search.browseProducts });
    expect(await products.getAttribute('href')).toBe('/en/products');
  });

  it.each([
    ['an empty query', '', 'prompt'],
    ['an over-long query', 'x'.repeat(201), 'tooLong'],
    ['a control character', 'mig%00tig', 'invalid'],
  ] as const)('answers %s with the page’s own message', async (_, q, key) => {
    const answer = await fetch(`${baseURL}/en/search?q=${q}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const message = en.Search[key].replace('{max}', '200');
    expect(html).toContain(message.replace(/'/g, '&#x27;'));
    expect(html).not.toContain('data-search-results');
  });

  it('shows what was typed escaped, never as markup', async () => {
    const typed = '<img src=x onerror=alert(1)>';
    const html = await fetch(`${baseURL}/en/search?q=${encodeURIComponent(typed)}`).then((r) =>
      r.text(),
    );
    expect(html).not.toContain(typed);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

/** What each result of the page says it is, and what a product result shows. */
function resultCards(page: Page) {
  return page.locator('[data-search-results] > li').evaluateAll((items) =>
    items.map((item) => ({
      type: item.getAttribute('data-result-type'),
      kind: item.querySelector('.eyebrow')?.textContent ?? '',
      image: item.querySelector('img')?.getAttribute('src') ?? null,
      figures: item.querySelectorAll('dl dt').length,
      snippet: item.querySelector('h2 + p')?.textContent ?? '',
    })),
  );
}

const MATERIAL_QUERIES = [
  ['it', 'alluminio', italian],
  ['en', 'aluminium', en],
  ['de', 'Aluminium', de],
] as const;
const nodeName = new RegExp(`\\b(${[...RICH_TEXT_NODES].join('|')})\\b`);

describe.each([390, 1440])('the results page at %i px', (width) => {
  it.each(MATERIAL_QUERIES)(
    'in %s lists machines first for "%s", each with its picture and key figures, every result named by its kind',
    async (locale, query, messages) => {
      const url = `${baseURL}/${locale === 'it' ? '' : `${locale}/`}search?q=${query}`;
      const page = await newPage(false, width);
      await page.goto(url);
      const cards = await resultCards(page);
      expect(cards).toHaveLength(10);
      // 23 machines hold the word: the whole first page is machines
      for (const card of cards) {
        expect(card.type).toBe('product');
        expect(card.kind.startsWith(`${messages.Search.kinds.product} · `)).toBe(true);
        expect(card.image).toMatch(/^\/_next\/image\?url=%2Fassets%2Fimages%2F/);
        expect(card.figures).toBeGreaterThanOrEqual(2);
        expect(card.figures).toBeLessThanOrEqual(3);
        expect(card.snippet).not.toMatch(nodeName);
      }
      // the page fits the screen: nothing wider than the viewport
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      // axe runs in the page: with JavaScript, as most visitors see it
      const withScript = await newPage(true, width);
      await withScript.goto(url);
      expect(await violations(withScript, WITH_BEST_PRACTICES)).toEqual([]);
    },
  );

  it.each(MATERIAL_QUERIES)(
    'in %s names the courses as courses, with the words of the course',
    async (locale, query, messages) => {
      const page = await newPage(false, width);
      await page.goto(
        `${baseURL}/${locale === 'it' ? '' : `${locale}/`}search?q=${query}&type=event`,
      );
      const cards = await resultCards(page);
      const courses = cards.filter((card) => card.kind === messages.Events.kind.training);
      expect(courses.length).toBeGreaterThanOrEqual(2);
      for (const card of cards) {
        expect(card.image).toBeNull();
        expect(card.snippet.length).toBeGreaterThan(20);
        expect(card.snippet).not.toMatch(nodeName);
      }
    },
  );
});

describe('the header’s search field', () => {
  it('loads its code only when focused, then lists the same first results as the page', async () => {
    // a page of its own: its first visit, no script of the site loaded before in its renderer
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${baseURL}/en`);
    await page.waitForLoadState('networkidle');
    const scriptsBefore = requests.filter((path) => path.endsWith('.js')).length;
    expect(requests.some((path) => path === '/api/search')).toBe(false);

    await typeInHeader(page, 'pioneer pulse 403');
    expect(requests.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
    const options = listbox(page).getByRole('option');
    const instant = await options.evaluateAll((nodes) =>
      nodes.map(
        (node) => new URL((node as HTMLElement).dataset.href ?? '', window.location.href).pathname,
      ),
    );
    const withoutScript = await newPage(false);
    await withoutScript.goto(`${baseURL}/en/search?q=pioneer+pulse+403`);
    const pageResults = await resultLinks(withoutScript);
    // the list's last option is "All results for …", the page itself
    expect(instant.slice(0, -1)).toEqual(pageResults.slice(0, instant.length - 1));
    expect(instant.at(-1)).toBe('/en/search');
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /results?\./ })
        .count(),
    ).toBe(1);
    await context.close();
  });

  it('is a combobox: arrows choose, Enter opens the page, Escape closes; axe finds nothing', async () => {
    const page = await newPage();
    await page.goto(`${baseURL}/en`);
    await typeInHeader(page, 'voyager plasma');
    const input = field(page);
    expect(await input.getAttribute('role')).toBe('combobox');
    expect(await input.getAttribute('aria-controls')).toBe(await listbox(page).getAttribute('id'));
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const activeId = await input.getAttribute('aria-activedescendant');
    const second = listbox(page).getByRole('option').nth(1);
    expect(activeId).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    const target = await second.getAttribute('data-href');

    await page.keyboard.press('Escape');
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
    expect(await listbox(page).isVisible()).toBe(false);

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === target, POLL);
  });

  it('sends Enter without a chosen result to the search page, in German too', async () => {
    const page = await newPage();
    await page.goto(`${baseURL}/de`);
    await typeInHeader(page, 'Plasmaschneiden');
    const options = await listbox(page).getByRole('option').count();
    expect(options).toBeGreaterThan(1);
    expect(await listbox(page).getAttribute('aria-label')).toBe(de.Search.instant.listLabel);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/de/search', POLL);
    expect(new URL(page.url()).searchParams.get('q')).toBe('Plasmaschneiden');
    expect((await resultLinks(page))[0]).toBe('/de/produkte/plasmaschneiden');
  });

  it('answers the API’s bad input with a reason', async () => {
    const cases = [
      ['q=mig&locale=xx', /locale/],
      ['q=&locale=en', /empty/],
      [`q=${'x'.repeat(201)}&locale=en`, /200/],
      ['q=mig%01&locale=en', /control/],
    ] as const;
    for (const [query, reason] of cases) {
      const answer = await fetch(`${baseURL}/api/search?${query}`);
      expect(answer.status, query).toBe(400);
      expect((await answer.json()).error, query).toMatch(reason);
    }
  });
});
