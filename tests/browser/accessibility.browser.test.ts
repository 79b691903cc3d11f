import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations, WITH_BEST_PRACTICES } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { canonicalPaths } from '../helpers/canonical-pages';
import { sharedPage } from '../helpers/shared-page';

const baseURL = inject('baseURL');

const LANGUAGES = ['it', 'de'];
const pages = [
  ...canonicalPaths.filter((entry) => LANGUAGES.includes(entry.lang)),
  { page: 'Search', lang: 'it', path: '/search?q=pulse' },
  { page: 'Search', lang: 'de', path: '/de/search?q=plasma' },
  { page: 'Product list, filtered', lang: 'de', path: '/de/produkte?search_term=pulse' },
  { page: 'Not found', lang: 'it', path: '/pagina-inesistente' },
  { page: 'Not found', lang: 'de', path: '/de/gibt-es-nicht' },
];

describe('axe (WCAG 2.2 A and AA)', () => {
  let browser: Browser;
  const shared = sharedPage(() => browser);

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await shared.close();
    await browser?.close();
  });

  it('reports a violation when there is one (the check itself works)', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent('<html lang="en"><body><main><img src="x.png"></main></body></html>');
      expect((await violations(page)).join('\n')).toContain('image-alt');
    } finally {
      await page.close();
    }
  });

  it.each(pages)('finds no violation on $page ($lang): $path', async ({ path }) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await shared.open(viewport);
      await page.goto(baseURL + path, { waitUntil: 'load' });
      expect(await violations(page), `${viewport.width}px`).toEqual([]);
    }
  });

  // Home holds two search landmarks (the header's and the product search bar), each with its name.
  it.each(['/', '/en'])('finds no violation on home, best practices included: %s', async (path) => {
    const page = await shared.open({ width: 1280, height: 900 });
    await page.goto(baseURL + path, { waitUntil: 'load' });
    expect(await violations(page, WITH_BEST_PRACTICES)).toEqual([]);
    const names = await page
      .locator('[role="search"]')
      .evaluateAll((forms) => forms.map((form) => form.getAttribute('aria-label')));
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    expect(names.every((name) => name && name.trim() !== '')).toBe(true);
  });
});
