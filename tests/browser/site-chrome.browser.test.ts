import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import fr from '@/i18n/messages/fr.json';
import it_ from '@/i18n/messages/it.json';
import { launchBrowser } from '../helpers/browser';
import { sharedPage } from '../helpers/shared-page';
import { quotePath } from '@/paths/quote-paths';

const baseURL = inject('baseURL');

const languages = [
  {
    lang: 'it',
    messages: it_,
    home: '/',
    manual: '/prodotti/saldatura-manuale',
    products: '/prodotti',
    contacts: '/contatti',
    product: '/prodotti/pioneer-pulse-403',
    search: '/search',
    parent: 'Prodotti',
  },
  {
    lang: 'en',
    messages: en,
    home: '/en',
    manual: '/en/products/manual-welding',
    products: '/en/products',
    contacts: '/en/contacts',
    product: '/en/products/pioneer-pulse-403',
    search: '/en/search',
    parent: 'Products',
  },
  {
    lang: 'es',
    messages: es,
    home: '/es',
    manual: '/es/productos/soldadura-manual',
    products: '/es/productos',
    contacts: '/es/contactos',
    product: '/es/productos/pioneer-pulse-403',
    search: '/es/search',
    parent: 'Productos',
  },
  {
    lang: 'fr',
    messages: fr,
    home: '/fr',
    manual: '/fr/produits/soudure-manuelle',
    products: '/fr/produits',
    contacts: '/fr/contacts',
    product: '/fr/produits/pioneer-pulse-403',
    search: '/fr/search',
    parent: 'Produits',
  },
  {
    lang: 'de',
    messages: de,
    home: '/de',
    manual: '/de/produkte/manuelles-schweiben',
    products: '/de/produkte',
    contacts: '/de/kontakt',
    product: '/de/produkte/pioneer-pulse-403',
    search: '/de/search',
    parent: 'Produkte',
  },
] as const;

type Language = (typeof languages)[number];

let browser: Browser;
const shared = sharedPage(() => browser);
const consoleErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await shared.close();
  await browser?.close();
});

async function open(path: string, width: number): Promise<Page> {
  const page = await shared.open({ width });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${path}: ${message.text()}`);
  });
  const response = await page.goto(baseURL + path);
  expect(response?.status(), path).toBe(200);
  // The menu toggle turns from a link into a button once React has hydrated the header.
  await page.locator('button#site-menu-toggle').waitFor({ state: 'attached' });
  return page;
}

const focusedInside = (page: Page, selector: string) =>
  page.evaluate((within) => document.activeElement?.closest(within) !== null, selector);

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

describe.each(languages)('the site chrome in $lang', (language: Language) => {
  const t = language.messages;

  it('opens the desktop sub-menu with Enter or Space and closes it with Esc, back on its button', async () => {
    const page = await open(language.manual, 1440);
    const nav = page.getByRole('navigation', { name: t.Layout.primaryNavigation });
    const label = t.Layout.submenu.replace('{label}', language.parent);
    const toggle = nav.getByRole('button', { name: label, exact: true });
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);

    for (const key of ['Enter', 'Space']) {
      await toggle.focus();
      await page.keyboard.press(key);
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.getByRole('link').count()).toBeGreaterThan(0);
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, `#${await toggle.getAttribute('aria-controls')}`)).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);
      expect(await isFocused(toggle)).toBe(true);
    }

    // a click elsewhere closes it too
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('h1').click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    // the current section is marked on its link
    const parent = nav.getByRole('link', { name: language.parent, exact: true });
    expect(await parent.getAttribute('aria-current')).toBe('true');
  });

  it('keeps focus inside the open mobile menu at 390 px and closes it with Esc, back on the toggle', async () => {
    const page = await open(language.home, 390);
    const toggle = page.locator('#site-menu-toggle');
    const dialog = page.getByRole('dialog', { name: t.Layout.menu });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('site-menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    expect(
      await dialog.getByRole('navigation', { name: t.Layout.primaryNavigation }).isVisible(),
    ).toBe(true);

    const stops = await dialog.evaluate(
      (element) => element.querySelectorAll('a[href], button, input:not([type="hidden"])').length,
    );
    for (let step = 0; step < stops + 3; step++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, '#site-menu'), `Tab ${step + 1}`).toBe(true);
    }
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedInside(page, '#site-menu'), `Shift+Tab ${step + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(toggle)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );

    // the close button closes it too, and also returns focus
    await toggle.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t.Layout.closeMenu }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(toggle)).toBe(true);

    // following a link closes it, though the header stays across client navigation
    await toggle.click();
    await dialog.getByRole('link', { name: language.parent, exact: true }).click();
    await page.waitForURL(baseURL + language.products);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  it('reaches the navigation on a phone without JavaScript', async () => {
    const page = await shared.open({ width: 390, javaScriptEnabled: false });
    await page.goto(baseURL + language.home);
    await page.getByRole('link', { name: t.Layout.menu, exact: true }).click();
    const nav = page
      .locator('#site-menu')
      .getByRole('navigation', { name: t.Layout.primaryNavigation });
    await nav.waitFor();
    expect(await nav.getByRole('link', { name: language.parent, exact: true }).isVisible()).toBe(
      true,
    );
  });

  it.each([320, 390])(
    'offers the quote form in a phone’s header at %i px, without opening the menu',
    async (width) => {
      const page = await shared.open({ width, height: 800 });
      // the widest case: Archivo never comes (a first visit's text is set in the fallback face);
      // routed, the request is made even where this renderer has the font already
      await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto(baseURL + language.home);
      // the menu link turns into a button once React has hydrated the header
      await page.locator('button#site-menu-toggle').waitFor({ state: 'attached' });
      const quote = page.locator('header .header-row').getByRole('link', {
        name: t.Layout.quoteShort,
        exact: true,
      });
      expect(await quote.isVisible()).toBe(true);
      expect(await quote.getAttribute('href')).toBe(quotePath(language.lang));
      // it, the logo and the menu button share the bar, with nothing wider than the screen
      const [logo, link, menu] = await Promise.all(
        [
          'header .header-row > .home-link',
          'header .header-quote-compact',
          'header .header-row > button#site-menu-toggle',
        ].map((selector) => page.locator(selector).boundingBox()),
      );
      const screen = await page.evaluate(() => document.documentElement.clientWidth);
      expect(logo!.x + logo!.width).toBeLessThanOrEqual(link!.x);
      expect(link!.x + link!.width).toBeLessThanOrEqual(menu!.x);
      expect(menu!.x + menu!.width).toBeLessThanOrEqual(screen);
      expect(Math.abs(link!.y + link!.height / 2 - (menu!.y + menu!.height / 2))).toBeLessThan(2);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    },
  );

  it.each([1280, 1440])(
    'keeps the header’s navigation on one line at %i px, even in the fallback face',
    async (width) => {
      const page = await shared.open({ width, height: 900 });
      // the widest case: Archivo never comes (a first visit's text is set in the fallback face);
      // routed, the request is made even where this renderer has the font already
      await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto(baseURL + language.home);
      const lines = await page.locator('.site-nav > ul > li .nav-link').evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return `${link.textContent?.trim()}: ${tops.size}`;
        }),
      );
      expect(lines.length).toBeGreaterThan(4);
      for (const line of lines) expect(line).toMatch(/: 1$/);
      // and the call to action on the logo's row
      const [logo, cta] = await Promise.all(
        ['header .header-row > .home-link', 'header .header-row > .header-cta'].map((selector) =>
          page.locator(selector).boundingBox(),
        ),
      );
      expect(Math.abs(logo!.y + logo!.height / 2 - (cta!.y + cta!.height / 2))).toBeLessThan(2);
    },
  );

  it.each([
    { page: 'manual welding', key: 'manual', depth: 3 },
    { page: 'contacts', key: 'contacts', depth: 2 },
  ] as const)(
    'shows the breadcrumbs of $page along its path, matching its JSON-LD',
    async ({ key, depth }) => {
      const path = language[key];
      const page = await open(path, 1440);
      const nav = page.getByRole('navigation', { name: t.Breadcrumbs.label });
      const items = nav.getByRole('listitem');
      expect(await items.count()).toBe(depth);
      const crumbs = await items.evaluateAll((elements) =>
        elements.map((element) => {
          const link = element.querySelector('a');
          const current = element.querySelector('[aria-current="page"]');
          return {
            name: (link ?? current)?.textContent?.trim() ?? '',
            href: link?.getAttribute('href') ?? null,
            current: current !== null,
          };
        }),
      );
      expect(crumbs[0]).toMatchObject({ name: t.Breadcrumbs.home, href: language.home });
      const last = crumbs.at(-1);
      expect(last).toMatchObject({ href: null, current: true });
      expect(crumbs.filter((crumb) => crumb.current)).toHaveLength(1);
      if (key === 'manual') expect(crumbs[1]?.href).toBe(language.products);
      for (const crumb of crumbs.slice(0, -1)) {
        const href = crumb.href ?? '';
        expect(href === language.home || path.startsWith(`${href}/`), href).toBe(true);
        const response = await fetch(baseURL + href, { redirect: 'manual' });
        expect(response.status, href).toBe(200);
      }

      const data = JSON.parse(
        (await nav.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(data['@type']).toBe('BreadcrumbList');
      const listed = data.itemListElement as Array<{
        position: number;
        name: string;
        item: string;
      }>;
      expect(listed.map((item) => item.position)).toEqual(crumbs.map((_, index) => index + 1));
      expect(listed.map((item) => item.name)).toEqual(crumbs.map((crumb) => crumb.name));
      for (const item of listed) expect(item.item).toMatch(/^https?:\/\//);
      expect(listed.map((item) => new URL(item.item).pathname)).toEqual(
        crumbs.map((crumb) => crumb.href ?? path),
      );
    },
  );

  it('answers 200 for every link of the footer', async () => {
    const page = await open(language.home, 1440);
    const hrefs = await page
      .locator('footer a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const own = hrefs.filter((href) => href.startsWith('/'));
    expect(own.length).toBeGreaterThan(5);
    for (const href of new Set(own)) {
      const response = await fetch(baseURL + href, { redirect: 'manual' });
      expect(response.status, href).toBe(200);
    }
    for (const href of hrefs.filter((href) => !href.startsWith('/'))) {
      expect(href).toMatch(/^(tel:\+?\d+|mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/);
    }
    const social = page.locator('footer').getByRole('link', { name: /LinkedIn/ });
    expect(await social.count()).toBe(1);
  });

  it('sends the search form to the localized search page', async () => {
    const page = await open(language.home, 1440);
    // The header's form; a page may hold other search forms (the product search bar).
    const form = page.getByRole('banner').getByRole('search').filter({ visible: true });
    expect(await form.count()).toBe(1);
    expect(await form.getAttribute('action')).toBe(language.search);
    expect(await form.getAttribute('method')).toBe('get');
    const input = form.getByLabel(t.Layout.searchLabel);
    expect(await input.getAttribute('name')).toBe('q');
    expect(await form.getByRole('button', { name: t.Layout.searchSubmit }).count()).toBe(1);
    const actions = await page
      .locator('header form[role="search"]')
      .evaluateAll((forms) => forms.map((form) => form.getAttribute('action')));
    expect(new Set(actions)).toEqual(new Set([language.search]));
  });
});

describe('the console', () => {
  it('stayed free of errors', () => {
    expect(consoleErrors.filter((text) => !text.includes('404'))).toEqual([]);
  });
});
