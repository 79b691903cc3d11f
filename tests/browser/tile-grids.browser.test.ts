import { describe, expect, it } from 'vitest';
import { browserSuite } from '../helpers/browser-suite';

/**
 * The grids of tiles (a product's special functions, the special functions page, the feature grid)
 * end each row at the grid's edge: the last tile fills what its row has left, so no empty grey
 * cell shows, at a phone's, a tablet's and a desktop's width.
 */
const PAGES = [
  '/en/products/pioneer-pulse-403',
  '/en/products/micromag-205',
  '/de/produkte/discovery-220-tig',
  '/en/special-functions',
  '/en',
];

const suite = browserSuite();

describe('the tile grids', () => {
  it.each([390, 800, 1440])('leave no empty cell at %i px', async (width) => {
    let grids = 0;
    for (const path of PAGES) {
      const page = await suite.open(path, { width });
      const rows = await page.locator('ul.tile-grid').evaluateAll((lists) =>
        lists.map((list) => {
          const box = list.getBoundingClientRect();
          const inner = box.right - Number.parseFloat(getComputedStyle(list).borderRightWidth);
          const ends = new Map<number, number>();
          for (const tile of list.querySelectorAll(':scope > li')) {
            const rect = tile.getBoundingClientRect();
            const top = Math.round(rect.top);
            ends.set(top, Math.max(ends.get(top) ?? 0, rect.right));
          }
          return [...ends.values()].map((end) => Math.round(inner - end));
        }),
      );
      grids += rows.length;
      for (const gaps of rows) expect(gaps, `${path} at ${width} px`).toEqual(gaps.map(() => 0));
    }
    expect(grids).toBeGreaterThanOrEqual(PAGES.length - 1);
  });
});
