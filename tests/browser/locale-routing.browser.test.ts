import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { waitForHydration } from '../helpers/document';

const baseURL = inject('baseURL');

const canonicalPages = [
  { path: '/', lang: 'it', heading: 'Archi stabili' },
  { path: '/en', lang: 'en', heading: 'Stable arcs' },
  { path: '/es', lang: 'es', heading: 'Arcos estables' },
  { path: '/fr', lang: 'fr', heading: 'Des arcs stables' },
  { path: '/de', lang: 'de', heading: 'Stabile Lichtbögen' },
  { path: '/prodotti', lang: 'it', heading: 'Generatori per ogni giunto' },
  { path: '/en/products', lang: 'en', heading: 'A power source for every joint' },
  { path: '/es/productos', lang: 'es', heading: 'Un generador para cada unión' },
  { path: '/fr/produits', lang: 'fr', heading: 'Un poste pour chaque soudure' },
  { path: '/de/produkte', lang: 'de', heading: 'Die Stromquelle für jede Naht' },
  { path: '/de/produkte/pioneer-pulse-403', lang: 'de', heading: 'Pioneer Pulse 403' },
];

describe('locale routing over HTTP', () => {
  it.each(canonicalPages)('serves $path in $lang', async ({ path, lang, heading }) => {
    const response = await fetch(baseURL + path, { redirect: 'manual' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    // An animated title names its h1 with aria-label and hides the animated pieces.
    expect(html).toMatch(new RegExp(`<h1[^>]*(?:>|aria-label=")${heading}`));
  });

  it.each([
    { path: '/pagina-inesistente', lang: 'it', message: 'Pagina non trovata' },
    { path: '/en/no-such-page', lang: 'en', message: 'Page not found' },
    { path: '/de/produkte/gibt-es-nicht', lang: 'de', message: 'Seite nicht gefunden' },
    { path: '/global', lang: 'it', message: 'Pagina non trovata' },
    { path: '/%E0%A4%A', lang: 'it', message: 'Pagina non trovata' },
  ])('answers $path with a server-rendered 404 in $lang', async ({ path, lang, message }) => {
    const response = await fetch(baseURL + path, { redirect: 'manual' });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(message);
    expect(html).toContain('name="robots" content="noindex');
  });

  it('moves a story asked for by another slug to its own path with a 301, keeping the query', async () => {
    const response = await fetch(`${baseURL}/en/prodotti?ref=mail`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get('location') ?? '', baseURL);
    expect(location.href).toBe(`${baseURL}/en/products?ref=mail`);
    const home = await fetch(`${baseURL}/home`, { redirect: 'manual' });
    expect(home.status).toBe(301);
    expect(new URL(home.headers.get('location') ?? '', baseURL).pathname).toBe('/');
  });
});

describe('locale routing in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const lang = () => page.evaluate(() => document.documentElement.lang);
  const heading = () => page.locator('h1').first().innerText();

  it('switches from the Italian home to the English one', async () => {
    await page.goto(`${baseURL}/`);
    expect(await lang()).toBe('it');
    await page
      .getByRole('navigation', { name: 'Lingua' })
      .getByRole('link', { name: 'English' })
      .click();
    await page.waitForURL(`${baseURL}/en`);
    expect(await lang()).toBe('en');
    expect(await heading()).toContain('Stable arcs');
  });

  it('navigates to the products page through the main navigation', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.waitForURL(`${baseURL}/en/products`);
    expect(await heading()).toBe('A power source for every joint');
    expect(await lang()).toBe('en');
  });

  it('keeps the same product when switching language on its page', async () => {
    await page.getByRole('link', { name: 'Cruiser 322 AC/DC' }).click();
    await page.waitForURL(`${baseURL}/en/products/cruiser-322-ac-dc`);
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'German' })
      .click();
    await page.waitForURL(`${baseURL}/de/produkte/cruiser-322-ac-dc`);
    expect(await lang()).toBe('de');
    expect(await heading()).toBe('Cruiser 322 AC/DC');
    expect(await page.getByText('Dreiphasige WIG-AC/DC-Stromquelle').count()).toBe(1);
  });

  it('shows the localized 404 page with status 404', async () => {
    const response = await page.goto(`${baseURL}/fr/page-inconnue`);
    expect(response?.status()).toBe(404);
    expect(await lang()).toBe('fr');
    expect(await heading()).toBe('Page introuvable');
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.waitForURL(`${baseURL}/fr`);
  });

  it('offers the languages in the menu on a phone', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${baseURL}/es/productos`);
    // The toggle turns from a link into a button at hydration; a click during the swap is lost.
    await waitForHydration(phone);
    await phone.getByRole('button', { name: 'Menú' }).click();
    const german = phone
      .getByRole('navigation', { name: 'Idioma' })
      .getByRole('link', { name: 'German' });
    expect(await german.getAttribute('href')).toBe('/de/produkte');
    await phone.close();
  });

  it('logged no console errors on the way', () => {
    expect(consoleErrors.filter((text) => !text.includes('404'))).toEqual([]);
  });
});

describe('the language cookie', () => {
  it('is set when the visitor switches language, for 365 days, path /, SameSite lax', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL}/prodotti/cruiser-322-ac-dc`);
    await page
      .getByRole('navigation', { name: 'Lingua' })
      .getByRole('link', { name: 'French' })
      .click();
    await page.waitForURL(`${baseURL}/fr/produits/cruiser-322-ac-dc`);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'NEXT_LOCALE');
    await browser.close();
    expect(cookie?.value).toBe('fr');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });
});
