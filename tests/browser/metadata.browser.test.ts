import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { sharedPage } from '../helpers/shared-page';
import { canonicalPaths, LANGS } from '../helpers/canonical-pages';
import type { RunningServer } from '../helpers/production-server';
import { serveSiteCopy } from '../helpers/site-copy';
import de from '../../src/i18n/messages/de.json';
import en from '../../src/i18n/messages/en.json';
import es from '../../src/i18n/messages/es.json';
import fr from '../../src/i18n/messages/fr.json';
import it_ from '../../src/i18n/messages/it.json';

const baseURL = inject('baseURL');
/** The production server of the tests runs with the default SITE_URL. */
const SITE_URL = 'http://localhost:3000';

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

function alternatesOf(html: string): Record<string, string> {
  const links = html.match(/<link[^>]+rel="alternate"[^>]*>/g) ?? [];
  return Object.fromEntries(
    links.flatMap((tag) => {
      const lang = attr(tag, /hrefLang="([^"]+)"/i);
      const href = attr(tag, /href="([^"]+)"/);
      return lang && href ? [[lang, href]] : [];
    }),
  );
}

describe('the metadata of every canonical page', () => {
  it.each(canonicalPaths)('$path: canonical, hreflang and Open Graph', async ({ path, lang }) => {
    const html = await (await fetch(baseURL + path)).text();
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
    // Next writes the root URL without its trailing slash
    expect(canonical).toBe(path === '/' ? SITE_URL : SITE_URL + path);
    const alternates = alternatesOf(html);
    expect(Object.keys(alternates).sort()).toEqual([...LANGS, 'x-default'].sort());
    expect(alternates[lang]).toBe(canonical);
    expect(alternates['x-default']).toBe(alternates.it);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
    expect(attr(html, /<meta property="og:locale" content="([^"]+)"/)).toMatch(
      new RegExp(`^${lang}_`),
    );
    expect(html.match(/<meta property="og:locale:alternate"/g)).toHaveLength(4);
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^http/);
    expect(attr(html, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
    for (const href of Object.values(alternates)) {
      const response = await fetch(baseURL + new URL(href).pathname, { redirect: 'manual' });
      expect(response.status, href).toBe(200);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists every canonical page with its alternates, as well-formed XML', async () => {
    const response = await fetch(`${baseURL}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('xml');
    const xml = await response.text();
    const page = await browser.newPage();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return [...doc.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
          (link) => link.getAttribute('hreflang'),
        ),
      }));
    }, xml);
    await page.close();
    expect(parsed).not.toBeNull();
    const locs = new Set(parsed!.map((url) => url.loc));
    for (const { path } of canonicalPaths) expect(locs.has(SITE_URL + path), path).toBe(true);
    for (const url of parsed!) expect(url.alternates).toContain('x-default');
  });

  it('robots.txt points to the sitemap and keeps the API out', async () => {
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
  });
});

describe('the 404 page in every language', () => {
  let browser: Browser;
  const shared = sharedPage(() => browser);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await shared.close();
    await browser?.close();
  });

  it.each([
    {
      path: '/pagina-che-non-esiste',
      lang: 'it',
      message: 'Pagina non trovata: /pagina-che-non-esiste',
      home: '/',
    },
    {
      path: '/en/no-such-page?x=1',
      lang: 'en',
      message: 'Page not found: /en/no-such-page?x=1',
      home: '/en',
    },
    {
      path: '/es/no-existe',
      lang: 'es',
      message: 'Página no encontrada: /es/no-existe',
      home: '/es',
    },
    {
      path: '/fr/page-inconnue',
      lang: 'fr',
      message: 'Page introuvable : /fr/page-inconnue',
      home: '/fr',
    },
    {
      path: '/de/gibt-es-nicht',
      lang: 'de',
      message: 'Seite nicht gefunden: /de/gibt-es-nicht',
      home: '/de',
    },
    {
      path: '/en/bad_segment!',
      lang: 'en',
      message: 'Page Not Found: /en/bad_segment!',
      home: '/en',
    },
  ])('$path: status, message with the path, home button, canonical /404', async (c) => {
    const response = await fetch(baseURL + c.path, { redirect: 'manual' });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${c.lang}"`);
    expect(html).toMatch(new RegExp(`<a class="bg-accent[^"]*" href="${c.home}"[ >]`));
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${SITE_URL}/404`);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${SITE_URL}/404`);
    expect(html).not.toMatch(/at [A-Za-z]+ \(|node_modules/);

    const page = await shared.open();
    const shown = await page.goto(baseURL + c.path);
    expect(shown?.status()).toBe(404);
    expect(await page.locator('main').innerText()).toContain('404');
    // Written by the browser once React hydrates.
    await expect.poll(() => page.getByTestId('requested-path').innerText()).toBe(c.message);
  });
});

describe('the 404 page rendered again at run time', () => {
  const messages = { it: it_, en, es, fr, de };
  let server: RunningServer;

  // Started with analytics, unlike the build: the start revalidates every page that shows the
  // consent settings, the 404 page among them, and Next renders it again on its next request,
  // with the status 404 the proxy gives it.
  beforeAll(async () => {
    server = await serveSiteCopy({ GTM_ID: 'GTM-FORT4RC' });
  }, 60_000);

  afterAll(() => server?.stop());

  it.each(LANGS)('%s: its title, canonical and og:url at the root URL + /404', async (lang) => {
    const prefix = lang === 'it' ? '' : `/${lang}`;
    const response = await fetch(`${server.baseURL}${prefix}/nothing-here-${lang}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(attr(head, /<title>([^<]+)<\/title>/)).toMatch(
      new RegExp(`^${messages[lang].NotFound.title} \\| `),
    );
    expect(attr(head, /<link rel="canonical" href="([^"]+)"/)).toBe(`${server.baseURL}/404`);
    expect(attr(head, /<meta property="og:url" content="([^"]+)"/)).toBe(`${server.baseURL}/404`);
  });
});
