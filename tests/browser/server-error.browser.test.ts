import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalContentSource } from '@/content/local/local-source';
import {
  closeServer,
  createContentServer,
  listen,
  type ContentServer,
} from '@/content/server/server';
import { launchBrowser } from '../helpers/browser';
import { sharedPage } from '../helpers/shared-page';
import { startProductionServer, type RunningServer } from '../helpers/production-server';

/**
 * An unhandled error at request time: the site runs on the Storyblok adapter against the local
 * content server, which answers the products page with a story whose content is broken. A listing
 * query makes the page render at request time, so the error reaches the error page.
 */
const cases = [
  { lang: 'it', path: '/prodotti', title: 'Errore del server', home: '/' },
  { lang: 'en', path: '/en/products', title: 'Internal server error', home: '/en' },
  { lang: 'es', path: '/es/productos', title: 'Error interno del servidor', home: '/es' },
  { lang: 'fr', path: '/fr/produits', title: 'Erreur interne du serveur', home: '/fr' },
  { lang: 'de', path: '/de/produkte', title: 'Serverfehler', home: '/de' },
];

describe('an unhandled error while rendering a page', () => {
  let content: ContentServer;
  let site: RunningServer;
  const logged: string[] = [];
  let browser: Browser;
  const shared = sharedPage(() => browser);

  beforeAll(async () => {
    const source = await LocalContentSource.open('content', { api: true });
    content = createContentServer({
      source,
      languageCodes: source.languageCodes,
      faults: { corruptStories: ['prodotti/'] },
    });
    const origin = await listen(content);
    site = await startProductionServer(
      {
        CONTENT_SOURCE: 'storyblok',
        STORYBLOK_TOKEN: 'e2e-token',
        STORYBLOK_ENDPOINT: `${origin}/v2`,
      },
      'pipe',
      (line) => logged.push(line),
    );
    browser = await launchBrowser();
  }, 90_000);

  afterAll(async () => {
    await shared.close();
    await browser?.close();
    site?.stop();
    if (content) await closeServer(content);
  });

  it.each(cases)(
    'answers 500 and shows the error page in $lang, without a stack trace',
    async ({ lang, path, title, home }) => {
      const url = `${site.baseURL}${path}?search_term=pulse`;
      const plain = await fetch(url, { redirect: 'manual' });
      expect(plain.status).toBe(500);
      const shell = await plain.text();
      expect(shell).toContain('<meta name="robots" content="noindex"/>');
      expect(shell).not.toMatch(/\bat .*\.(js|ts|tsx):\d+/);

      // React cannot render error boundaries on the server: the browser draws the error page.
      const page = await shared.open();
      const response = await page.goto(url);
      expect(response?.status()).toBe(500);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.locator('main').innerText()).toContain('500');
      expect(
        await page
          .getByRole('link', { name: /home|inicio|accueil|Startseite/i })
          .last()
          .getAttribute('href'),
      ).toBe(home);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${site.baseURL}/404`,
      );
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(
        `${site.baseURL}/404`,
      );
      expect(await page.content()).not.toContain('corrupted (injected fault)');
    },
  );

  it('logged the error on the server', () => {
    expect(logged.join('\n')).toMatch(/TypeError|Error/);
  });
});
