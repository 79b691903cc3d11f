import { describe, expect, it } from 'vitest';
import { violations } from '../helpers/axe';
import { browserSuite } from '../helpers/browser-suite';

/**
 * The product list's first screen (issue 62, item 6): at 1440 x 900 the first row of products is
 * in view without scrolling (a compact hero, no search band: the filters search; the finder's link
 * once, beside the title).
 */
const suite = browserSuite();
const LISTS = {
  it: '/prodotti',
  en: '/en/products',
  es: '/es/productos',
  fr: '/fr/produits',
  de: '/de/produkte',
} as const;

describe('the product list’s first screen', () => {
  it.each(['it', 'en', 'es', 'fr', 'de'] as const)(
    'in %s at 1440 x 900, shows the first row of products, names included, without scrolling',
    async (lang) => {
      const page = await suite.open(LISTS[lang], { width: 1440, height: 900 });
      const cards = await page.locator('.product-card').evaluateAll((items) =>
        items.slice(0, 3).map((card) => ({
          top: card.getBoundingClientRect().top,
          nameBottom: card.querySelector('.product-card-name')!.getBoundingClientRect().bottom,
        })),
      );
      expect(cards).toHaveLength(3);
      expect(new Set(cards.map((card) => card.top)).size).toBe(1);
      for (const card of cards) expect(card.nameBottom).toBeLessThanOrEqual(900);
      expect(await page.locator('a[data-finder-link]').count()).toBe(1);
    },
  );

  it.each([390, 1440])('finds no axe violation at %i px in it, en and de', async (width) => {
    for (const lang of ['it', 'en', 'de'] as const) {
      const page = await suite.open(LISTS[lang], { width, height: 900 });
      expect(await violations(page), lang).toEqual([]);
    }
  });
});
