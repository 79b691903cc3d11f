import { spawnSync } from 'node:child_process';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { hydrated, waitForHydration } from '../helpers/document';
import { violations } from '../helpers/axe';
import { canonicalPaths, LANGS } from '../helpers/canonical-pages';
import { startContainerSite, type ContainerSite } from '../helpers/container-site';
import { sharedPage } from '../helpers/shared-page';
import { SERVICES } from '@/features/consent/categories';
import { CONSENT_COOKIE, parseChoice } from '@/features/consent/consent-record';
import { OPENED_COOKIE } from '@/leads/lead-fields';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import fr from '@/i18n/messages/fr.json';
import it_ from '@/i18n/messages/it.json';

/**
 * The consent manager (src/features/consent/) on the production build, with a tag-manager
 * container configured, and every request that leaves this machine intercepted and counted: the
 * tag manager's script is a stand-in that stores `_ga` cookies, as Google Analytics would.
 */
type Lang = (typeof LANGS)[number];
const messages = { it: it_, en, es, fr, de };
const GTM_ID = 'GTM-FORT4RC';
const POLL = { timeout: 15_000 };
/** The site's default server: no container configured. */
const plainURL = inject('baseURL');

const FAKE_CONTAINER = `
  document.cookie = '_ga=GA1.1.123456789.1764160000; path=/; max-age=63072000';
  document.cookie = '_ga_FORT4RC=GS1.1.1764160000.1.0.1764160000.0.0.0; path=/; max-age=63072000';
  window.__containerRuns = (window.__containerRuns || 0) + 1;
`;

function pathOf(page: string, lang: Lang): string {
  const entry = canonicalPaths.find((p) => p.page === page && p.lang === lang);
  if (!entry) throw new Error(`no ${page} page in ${lang}`);
  return entry.path;
}

/** A request that left the machine, in order. */
interface Outgoing {
  url: string;
  at: number;
}

let browser: Browser;
let server: ContainerSite;
let baseURL: string;

/** Contexts of their own (`fresh` visitors), closed at the end. */
const freshContexts: BrowserContext[] = [];
const shared = sharedPage(() => browser);

/**
 * A first-time visitor (no choice stored) whose requests off this machine are answered here: the
 * file's shared page (undecided: no cookie), made like new, or with `fresh` a page of its own
 * context. Its motion is not reduced, as in a context of its own. The route turns interception
 * on, and with it Chromium's cache off: nothing a shared renderer loaded before is taken from it.
 */
async function newVisitor(
  options: { javaScriptEnabled?: boolean; width?: number; fresh?: boolean } = {},
) {
  const viewport = { width: options.width ?? 1280, height: 900 };
  const javaScriptEnabled = options.javaScriptEnabled ?? true;
  let page: Page;
  if (options.fresh) {
    const context = await browser.newContext({ viewport, javaScriptEnabled });
    freshContexts.push(context);
    page = await context.newPage();
  } else {
    page = await shared.open({ ...viewport, javaScriptEnabled });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
  const context = page.context();
  const outgoing: Outgoing[] = [];
  await context.route('**/*', (route: Route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return route.continue();
    outgoing.push({ url: url.href, at: Date.now() });
    if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtm.js') {
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_CONTAINER });
    }
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>frame</title>' });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, outgoing, errors };
}

const banner = (page: Page, lang: Lang = 'en') =>
  page.getByRole('region', { name: messages[lang].Consent.banner.title });
const bannerButton = (page: Page, key: 'reject' | 'accept' | 'customise', lang: Lang = 'en') =>
  banner(page, lang).getByRole('button', { name: messages[lang].Consent.banner[key], exact: true });
const settings = (page: Page, lang: Lang = 'en') =>
  page.getByRole('dialog', { name: messages[lang].Consent.settings.title });

async function storedChoice(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  return parseChoice(cookie ? decodeURIComponent(cookie.value) : undefined, Date.now());
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).sort();
}

/** The data layer's entries, `arguments` objects (consent commands) as plain arrays. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      entry && typeof entry === 'object' && !Array.isArray(entry) && 'length' in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
}

function pageViews(layer: unknown[]): Array<{ page_path: string; page_locale: string }> {
  return layer.filter(
    (entry): entry is { page_path: string; page_locale: string; event: string } =>
      (entry as { event?: string }).event === 'page_view',
  );
}

const gtmRequests = (outgoing: Outgoing[]) =>
  outgoing.filter((request) => request.url.startsWith('https://www.googletagmanager.com/gtm.js'));

/**
 * Follows a page link with the client router, as a visitor's click does. Only once the header is
 * hydrated: a click before that is a full page load (a new document, a second container request).
 */
async function follow(page: Page, href: string) {
  await waitForHydration(page);
  await page.locator(`a[href="${href}"]:visible`).first().click();
  await page.waitForURL((url) => url.pathname === href);
}

beforeAll(async () => {
  server = await startContainerSite(GTM_ID);
  baseURL = server.baseURL;
  browser = await launchBrowser({ undecided: true });
}, 90_000);

afterAll(async () => {
  await Promise.all(freshContexts.map((context) => context.close()));
  await shared.close();
  await browser?.close();
  await server?.stop();
});

describe('before any choice', () => {
  const templates = [
    ...[
      'Home',
      'Products',
      'Product detail',
      'Manual welding',
      'Contacts',
      'About',
      'News',
      'News item',
      'Certifications',
      'Download area',
      'Fairs and events',
      'Privacy policy',
      'Job opening',
    ].map((name) => pathOf(name, 'en')),
    '/en/search?q=mig',
    '/en/no-such-page',
  ];

  it('requests nothing off this machine and stores no cookie on any template, and asks', async () => {
    const { context, page, outgoing, errors } = await newVisitor();
    for (const path of templates) {
      await page.goto(baseURL + path);
      await banner(page).waitFor(POLL);
      // what a visitor does: scroll the whole page, so everything lazy has its chance to load
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // a time, not an event: what must not happen (a lazy request) has no event to wait for
      await page.waitForTimeout(300);
      expect(outgoing, path).toEqual([]);
      expect(await cookieNames(context), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  }, 120_000);

  it('shows no banner and loads nothing without JavaScript, and hides "Cookie settings"', async () => {
    const { context, page, outgoing } = await newVisitor({ javaScriptEnabled: false });
    for (const path of [pathOf('Home', 'en'), pathOf('Contacts', 'en'), pathOf('About', 'en')]) {
      await page.goto(baseURL + path);
      expect(await banner(page).count()).toBe(0);
      const link = page.getByRole('button', { name: en.Consent.footerLink });
      expect(await link.isVisible()).toBe(false);
      expect(await page.locator('iframe').count(), path).toBe(0);
    }
    expect(outgoing).toEqual([]);
    // only the contact form's timing token, strictly necessary and declared as such: a form shown
    // without JavaScript is handed it (src/leads/form-cookie.ts)
    expect(await cookieNames(context)).toEqual([OPENED_COOKIE]);
    const necessary = SERVICES.site.cookies.map((cookie) => cookie.name);
    expect(SERVICES.site.category).toBe('necessary');
    expect(necessary).toContain(OPENED_COOKIE);
  });
});

describe('rejecting', () => {
  it('keeps everything optional off across client navigations and reloads', async () => {
    const { context, page, outgoing } = await newVisitor();
    await page.goto(`${baseURL}/en`);
    await bannerButton(page, 'reject').click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect((await storedChoice(context))?.granted).toEqual({ analytics: false, media: false });
    await follow(page, pathOf('Contacts', 'en'));
    await page.reload();
    await follow(page, pathOf('About', 'en'));
    await page.goto(baseURL + pathOf('Products', 'en'));
    // a time, not an event, as nothing must load: longer than the consent manager's wait for an
    // idle moment after load (2 s), after which a granted choice would load the tag manager
    await page.waitForTimeout(2500);
    expect(await banner(page).count()).toBe(0);
    expect(outgoing).toEqual([]);
    expect(await cookieNames(context)).toEqual([CONSENT_COOKIE]);
    // nothing for the tag manager either: no data layer at all
    expect(await dataLayer(page)).toEqual([]);
  });

  it('is what the X does', async () => {
    const { context, page } = await newVisitor();
    await page.goto(`${baseURL}/en`);
    await banner(page).getByRole('button', { name: en.Consent.banner.close }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect((await storedChoice(context))?.granted).toEqual({ analytics: false, media: false });
  });
});

describe('accepting', () => {
  it('sets the denied defaults first, pushes the update, then requests the container once', async () => {
    const { page, outgoing, context } = await newVisitor();
    await page.goto(`${baseURL}/en`);
    await banner(page).waitFor(POLL);
    await waitForHydration(page);
    // before a choice nothing of the tag manager runs, not even its data layer
    expect(gtmRequests(outgoing)).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
    await bannerButton(page, 'accept').click();
    await expect.poll(() => gtmRequests(outgoing).length, POLL).toBe(1);
    expect(gtmRequests(outgoing)[0]?.url).toBe(
      `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`,
    );
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ]);
    const update = layer.findIndex(
      (entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'update',
    );
    const start = layer.findIndex((entry) => (entry as { event?: string }).event === 'gtm.js');
    expect(update).toBeGreaterThan(0);
    expect(start).toBeGreaterThan(update);
    expect((layer[update] as unknown[])[2]).toMatchObject({ analytics_storage: 'granted' });
    await expect
      .poll(() => page.evaluate(() => (window as { __containerRuns?: number }).__containerRuns))
      .toBe(1);
    expect(await cookieNames(context)).toEqual(['_ga', '_ga_FORT4RC', CONSENT_COOKIE].sort());
    expect((await storedChoice(context))?.granted).toEqual({ analytics: true, media: true });
  });

  it('counts a page_view on the first page and on every client navigation, in two languages', async () => {
    const { page, outgoing } = await newVisitor();
    await page.goto(`${baseURL}/en`);
    await bannerButton(page, 'accept').click();
    await expect.poll(() => gtmRequests(outgoing).length, POLL).toBe(1);
    const views = async () =>
      pageViews(await dataLayer(page)).map((v) => `${v.page_locale} ${v.page_path}`);
    await expect.poll(views, POLL).toEqual(['en /en']);

    await follow(page, pathOf('Products', 'en'));
    await expect.poll(views, POLL).toEqual(['en /en', 'en /en/products']);
    // the product filters change the URL with the router: each state is a page view
    await page
      .locator(
        'input[type="checkbox"][name="filter_query[materiale][any_in_array]"][value="alluminio"]',
      )
      .check();
    await page.waitForURL((url) => url.search.includes('alluminio'));
    await expect.poll(views, POLL).toHaveLength(3);
    expect((await views())[2]).toMatch(/^en \/en\/products\?filter_query.*alluminio/);
    await page.goBack();
    await expect.poll(views, POLL).toHaveLength(4);
    expect((await views())[3]).toBe('en /en/products');

    // to German with the language switcher (another language is a new document), then a German
    // page: the locale follows, and each document requests the container once
    await page.locator('a[hreflang="de"]:visible').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/de'));
    await expect.poll(views, POLL).toEqual(['de /de/produkte']);
    await follow(page, pathOf('Contacts', 'de'));
    await expect.poll(views, POLL).toEqual(['de /de/produkte', `de ${pathOf('Contacts', 'de')}`]);
    expect(gtmRequests(outgoing)).toHaveLength(2);
  }, 90_000);

  it('keeps a choice clicked while a slow phone is still hydrating the page', async () => {
    // a page of its own: the throttled CPU is the whole point, and a cold load
    const { page, context } = await newVisitor({ fresh: true });
    // a click then reaches React's listener on the document, which stops it for parts not hydrated
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto(baseURL + pathOf('Contacts', 'en'), { waitUntil: 'commit' });
    await bannerButton(page, 'accept').click();
    expect((await storedChoice(context))?.granted).toEqual({ analytics: true, media: true });
    expect(await banner(page).isVisible()).toBe(false);
    await page.locator('iframe[src*="openstreetmap.org"]').waitFor(POLL);
  }, 60_000);

  it('loads the video, the map and the form at once with external media accepted', async () => {
    const { page, outgoing } = await newVisitor();
    await page.goto(`${baseURL}/en`);
    await bannerButton(page, 'customise').click();
    const dialog = settings(page);
    await dialog.getByRole('switch', { name: en.Consent.categories.media.name }).check();
    await dialog.getByRole('button', { name: en.Consent.settings.save }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.goto(baseURL + pathOf('Contacts', 'en'));
    await page.locator('iframe[src*="openstreetmap.org"]').waitFor(POLL);
    await page.goto(baseURL + pathOf('Services', 'en'));
    await page.locator('iframe[src^="https://forms.example.com/"]').waitFor(POLL);
    await page.goto(baseURL + pathOf('About', 'en'));
    await page.locator('iframe[src*="youtube-nocookie.com"]').waitFor(POLL);
    const hosts = new Set(outgoing.map((request) => new URL(request.url).hostname));
    expect([...hosts].sort()).toEqual(
      ['forms.example.com', 'www.openstreetmap.org', 'www.youtube-nocookie.com'].sort(),
    );
    expect(gtmRequests(outgoing)).toEqual([]);
  });
});

describe('a frame’s own buttons', () => {
  it('load it once, or always (recorded as consent to external media)', async () => {
    const { page, context, outgoing } = await newVisitor();
    await page.goto(baseURL + pathOf('Contacts', 'en'));
    await bannerButton(page, 'reject').click();
    const showMap = page.getByRole('button', { name: en.Media.Map.show });
    await hydrated(showMap);
    await showMap.click();
    await page.locator('iframe[src*="openstreetmap.org"]').waitFor(POLL);
    expect((await storedChoice(context))?.granted.media).toBe(false);
    await page.goto(baseURL + pathOf('Services', 'en'));
    const always = page.getByRole('button', { name: en.Consent.embed.always }).first();
    await hydrated(always);
    expect(await page.locator('iframe[src^="https://forms.example.com/"]').count()).toBe(0);

    await always.click();
    await page.locator('iframe[src^="https://forms.example.com/"]').waitFor(POLL);
    expect((await storedChoice(context))?.granted).toEqual({ analytics: false, media: true });
    await page.goto(baseURL + pathOf('About', 'en'));
    await page.locator('iframe[src*="youtube-nocookie.com"]').waitFor(POLL);
    expect(gtmRequests(outgoing)).toEqual([]);
  });
});

describe('withdrawing', () => {
  it('from "Cookie settings" removes the frames and the analytics cookies, and loads nothing more', async () => {
    const { page, context, outgoing } = await newVisitor();
    await page.goto(baseURL + pathOf('Contacts', 'en'));
    await bannerButton(page, 'accept').click();
    await page.locator('iframe[src*="openstreetmap.org"]').waitFor(POLL);
    await expect.poll(() => cookieNames(context), POLL).toContain('_ga');

    const link = page.getByRole('button', { name: en.Consent.footerLink });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    const dialog = settings(page);
    await dialog.waitFor();
    // the current choice is shown, and withdrawn as easily as it was given
    expect(
      await dialog.getByRole('switch', { name: en.Consent.categories.analytics.name }).isChecked(),
    ).toBe(true);
    await dialog.getByRole('button', { name: en.Consent.banner.reject, exact: true }).click();
    // the container ran in this page: it is reloaded without it
    await page.waitForLoadState('load');
    await expect.poll(() => cookieNames(context), POLL).toEqual([CONSENT_COOKIE]);
    expect(await page.locator('iframe').count()).toBe(0);
    const requestsSoFar = outgoing.length;
    await follow(page, pathOf('About', 'en'));
    await page.goto(baseURL + pathOf('Products', 'en'));
    // a time, not an event, as nothing must load: longer than the consent manager's wait for an
    // idle moment after load (2 s), after which a granted choice would load the tag manager
    await page.waitForTimeout(2500);
    expect(outgoing.slice(requestsSoFar)).toEqual([]);
    expect(await cookieNames(context)).toEqual([CONSENT_COOKIE]);
  });
});

describe.each(LANGS)('the banner and settings in %s', (lang) => {
  const t = messages[lang].Consent;

  it('read in the language, work by keyboard alone, and pass axe', async () => {
    const { page, context, errors } = await newVisitor();
    await page.goto(baseURL + pathOf('Home', lang));
    await banner(page, lang).waitFor(POLL);
    expect(await banner(page, lang).innerText()).toContain(t.banner.text);
    expect(await violations(page)).toEqual([]);

    // reject and accept: the same size and the same style
    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          height: Math.round(box.height),
          top: Math.round(box.top),
          font: `${style.fontSize} ${style.fontWeight} ${style.fontFamily}`,
          colour: style.color,
          background: style.backgroundColor,
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          padding: `${style.paddingLeft} ${style.paddingRight}`,
          className: element.className,
        };
      });
    const reject = await look(bannerButton(page, 'reject', lang));
    const accept = await look(bannerButton(page, 'accept', lang));
    expect(reject).toEqual(accept);

    // keyboard: the banner comes right after the skip link; Tab reaches "Customise", Enter opens
    // the settings with the focus inside, and Tab stays inside
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('skip-link');
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    for (let step = 0; step < 10 && (await focusedText()) !== t.banner.customise; step += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedText(), 'Tab reaches "Customise" in the banner').toBe(t.banner.customise);
    await page.keyboard.press('Enter');
    const dialog = settings(page, lang);
    await dialog.waitFor(POLL);
    expect(await violations(page)).toEqual([]);
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('dialog[open]')),
        `Tab ${step + 1}`,
      ).toBe(true);
    }
    // Escape closes without saving: back on "Customise" in the banner, still waiting for a choice
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      t.banner.customise,
    );
    expect(await storedChoice(context)).toBeUndefined();

    // Escape and Enter at once, as a quick keyboard user types them: the settings open again (the
    // browser closes the dialog at once but says so a task later; an Enter in between was lost)
    await page.keyboard.press('Enter');
    await dialog.waitFor(POLL);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await dialog.waitFor(POLL);

    // then, by keyboard alone, external media on and saved
    const media = dialog.getByRole('switch', { name: t.categories.media.name });
    expect(await media.isChecked()).toBe(false);
    const focusedIs = (locator: Locator) =>
      locator.evaluate((element) => element === document.activeElement);
    const tabTo = async (locator: Locator) => {
      for (let step = 0; step < 15 && !(await focusedIs(locator)); step += 1) {
        await page.keyboard.press('Tab');
      }
      expect(await focusedIs(locator)).toBe(true);
    };
    await tabTo(media);
    await page.keyboard.press('Space');
    await tabTo(dialog.getByRole('button', { name: t.settings.save }));
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await storedChoice(context))?.granted).toEqual({ analytics: false, media: true });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: t.settings.saved }).count())
      .toBe(1);
    // and the footer's link is in the language too
    expect(await page.getByRole('button', { name: t.footerLink }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('the privacy page and the configuration', () => {
  it('lists the categories the banner offers, from the same definitions', async () => {
    const withAnalytics = await fetch(`${baseURL}${pathOf('Privacy policy', 'en')}`).then((r) =>
      r.text(),
    );
    const without = await fetch(`${plainURL}${pathOf('Privacy policy', 'en')}`).then((r) =>
      r.text(),
    );
    const listed = (html: string) =>
      [...html.matchAll(/data-category="([a-z]+)"/g)].map((m) => m[1]);
    expect(listed(withAnalytics)).toEqual(['necessary', 'analytics', 'media']);
    expect(listed(without)).toEqual(['necessary', 'media']);
    const config = await fetch(`${baseURL}/api/consent?locale=en`).then((r) => r.json());
    expect(config.gtmId).toBe(GTM_ID);
    expect(config.categories.map((c: { id: string }) => c.id)).toEqual(listed(withAnalytics));
    for (const category of config.categories as Array<{ name: string }>) {
      expect(withAnalytics).toContain(category.name);
    }
  });

  it('without a container: no analytics category, and no analytics in the banner', async () => {
    const config = await fetch(`${plainURL}/api/consent?locale=de`).then((r) => r.json());
    expect(config.gtmId).toBeUndefined();
    expect(config.categories.map((c: { id: string }) => c.id)).toEqual(['necessary', 'media']);
    const notice = await fetch(`${plainURL}/de`).then((r) => r.text());
    expect(notice).toContain(de.Consent.banner.textWithoutAnalytics);
    expect(notice).not.toContain(de.Consent.banner.text);
    const bad = await fetch(`${plainURL}/api/consent?locale=xx`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/locale/);
  });

  it('allows the tag manager in the security policy only when a container is configured', async () => {
    const policy = (url: string) =>
      fetch(url).then((answer) => answer.headers.get('content-security-policy') ?? '');
    expect(await policy(`${baseURL}/en`)).toContain('script-src');
    expect(await policy(`${baseURL}/en`)).toMatch(
      /script-src [^;]*https:\/\/\*\.googletagmanager\.com/,
    );
    expect(await policy(`${plainURL}/en`)).not.toContain('googletagmanager');
  });

  it('refuses to start with a tag-manager ID that is not GTM- plus capital letters and digits', () => {
    const start = spawnSync(process.execPath, ['.next/production-server/server/main.js'], {
      env: { ...process.env, GTM_ID: 'GTM-abc', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(start.status).toBe(1);
    expect(start.stderr).toContain('GTM_ID: must be GTM- followed by capital letters and digits');
    expect(start.stderr).toContain('^GTM-[A-Z0-9]+$');
  });
});
