import { describe, expect, it } from 'vitest';
import { violations, WITH_BEST_PRACTICES } from '../helpers/axe';
import { browserSuite } from '../helpers/browser-suite';

/**
 * The 404 page as a lost buyer meets it: the site's header with its navigation and
 * search, the missing path in the page's own type, and the ways on (home, products, the finder,
 * the contacts, a search holding the path's words), at a phone's and a desktop's width.
 */
const CASES = [
  {
    lang: 'it',
    path: '/prodotti/saldatrice-pioneer-pulse-40',
    words: 'saldatrice pioneer pulse 40',
    message: 'Pagina non trovata: /prodotti/saldatrice-pioneer-pulse-40',
    products: '/prodotti',
    search: '/search',
    ways: 'Da dove ripartire',
  },
  {
    lang: 'en',
    path: '/en/products/plasma-cutter.html',
    words: 'plasma cutter',
    // a file name cannot name a page of the site: spec section 8's capitalised message
    message: 'Page Not Found: /en/products/plasma-cutter.html',
    products: '/en/products',
    search: '/en/search',
    ways: 'Where to go from here',
  },
  {
    lang: 'de',
    path: '/de/produkte/wig-schweissgeraet',
    words: 'wig schweissgeraet',
    message: 'Seite nicht gefunden: /de/produkte/wig-schweissgeraet',
    products: '/de/produkte',
    search: '/de/search',
    ways: 'So geht es weiter',
  },
] as const;

const suite = browserSuite();

describe.each(CASES)('the 404 page in $lang', (c) => {
  it.each([390, 1440])(
    'at %i px: the header, the path as text, the ways on, axe clean',
    async (width) => {
      const page = await suite.open(c.path, { width });
      // the header is the site's own: its navigation (in the menu panel on a phone) and its search
      expect(await page.locator('header nav').count()).toBeGreaterThan(0);
      expect(await page.locator('header form[role=search]').count()).toBe(1);
      const path = page.getByTestId('requested-path');
      await expect.poll(() => path.innerText()).toBe(c.message);
      const family = await path.evaluate((node) => getComputedStyle(node).fontFamily);
      expect(family).not.toMatch(/mono/i);
      const main = page.locator('main');
      expect(await main.getByRole('heading', { level: 2 }).innerText()).toBe(c.ways);
      const hrefs = await main
        .getByRole('navigation')
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toContain(c.products);
      expect(hrefs.length).toBeGreaterThanOrEqual(3);
      // the search holds the missing path's words, and goes to the language's search page
      const search = main.getByRole('search');
      expect(await search.getAttribute('action')).toBe(c.search);
      await expect.poll(() => search.getByRole('searchbox').inputValue()).toBe(c.words);
      expect(await violations(page, WITH_BEST_PRACTICES)).toEqual([]);
      // nothing wider than the screen at a phone's width
      const fits = await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
      expect(fits).toBe(true);
    },
  );
});

describe('the 404 page without JavaScript', () => {
  it('offers the same ways on, its search empty, and sends a search from it', async () => {
    const c = CASES[1];
    const page = await suite.open(c.path, {
      width: 390,
      javaScriptEnabled: false,
    });
    const search = page.locator('main').getByRole('search');
    expect(await search.getByRole('searchbox').inputValue()).toBe('');
    await search.getByRole('searchbox').fill('plasma');
    await Promise.all([
      page.waitForURL(/\/en\/search\?q=plasma$/),
      search.getByRole('button').click(),
    ]);
    expect(await page.locator('h1').innerText()).toBe('Search the site');
  });
});
