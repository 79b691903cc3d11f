import { describe, expect, it } from 'vitest';
import { violations } from '../helpers/axe';
import { browserSuite } from '../helpers/browser-suite';
import { waitForHydration } from '../helpers/document';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import it_ from '@/i18n/messages/it.json';
import { comparePath } from '@/paths/compare-paths';
import { finderPath } from '@/paths/finder-paths';

/**
 * The products menu (issue 62, item 7): the families with an image each, the finder and the
 * comparison; "Automation" once in the navigation, as a family of the products.
 */
const suite = browserSuite();

const LANGUAGES = {
  it: {
    home: '/',
    messages: it_,
    products: 'Prodotti',
    families: ['Saldatura manuale', 'Taglio al plasma', 'Automazione'],
  },
  en: {
    home: '/en',
    messages: en,
    products: 'Products',
    families: ['Manual welding', 'Plasma cutting', 'Automation'],
  },
  de: {
    home: '/de',
    messages: de,
    products: 'Produkte',
    families: ['Manuelles Schweißen', 'Plasmaschneiden', 'Automatisierung'],
  },
} as const;

describe('the products menu', () => {
  it.each(['it', 'en', 'de'] as const)(
    'in %s at 1440 px, opens on the families with an image each, the finder and the comparison',
    async (lang) => {
      const { home, messages, products, families } = LANGUAGES[lang];
      const page = await suite.open(home, {
        width: 1440,
      });
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: messages.Layout.primaryNavigation });
      const toggle = nav.getByRole('button', {
        name: messages.Layout.submenu.replace('{label}', products),
        exact: true,
      });
      await toggle.click();
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect.poll(() => panel.isVisible()).toBe(true);
      const tiles = panel.locator('a.nav-tile');
      expect(await tiles.allInnerTexts()).toEqual([...families]);
      // each tile's image has loaded, side by side on one row
      await expect
        .poll(() =>
          tiles
            .locator('img')
            .evaluateAll((images) =>
              images.every(
                (image) =>
                  (image as HTMLImageElement).complete &&
                  (image as HTMLImageElement).naturalWidth > 0,
              ),
            ),
        )
        .toBe(true);
      const tops = await tiles.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().top),
      );
      expect(new Set(tops).size).toBe(1);
      const others = panel.locator('a:not(.nav-tile)');
      expect(
        await others.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual([finderPath(lang), comparePath(lang)]);
      expect(await others.allInnerTexts()).toEqual([messages.Finder.menu, messages.Compare.title]);
      // "Automation" once in the navigation: in the products menu, not again beside it
      const automation = families[2];
      expect(await nav.getByRole('link', { name: automation, exact: true }).count()).toBe(1);
      expect(await violations(page)).toEqual([]);
    },
  );

  it.each(['it', 'en', 'de'] as const)(
    'in %s at 390 px, the menu panel lists the families with a small image',
    async (lang) => {
      const { home, messages, families } = LANGUAGES[lang];
      const page = await suite.open(home, { width: 390 });
      await waitForHydration(page);
      await page.getByRole('button', { name: messages.Layout.menu, exact: true }).click();
      const nav = page.getByRole('navigation', { name: messages.Layout.primaryNavigation });
      const tiles = nav.locator('a.nav-tile');
      await expect.poll(() => tiles.first().isVisible()).toBe(true);
      expect(await tiles.allInnerTexts()).toEqual([...families]);
      const size = await tiles.first().locator('.nav-tile-image').boundingBox();
      expect(size?.width).toBe(40);
      expect(await violations(page)).toEqual([]);
    },
  );
});
