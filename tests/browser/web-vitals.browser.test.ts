import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '@/features/consent/categories';
import { CONSENT_COOKIE, serializeChoice } from '@/features/consent/consent-record';
import en from '@/i18n/messages/en.json';
import { launchBrowser } from '../helpers/browser';
import { startContainerSite, type ContainerSite } from '../helpers/container-site';
import { sharedPage } from '../helpers/shared-page';

/**
 * Core Web Vitals of a visit in the tag manager's data layer (src/features/consent/web-vitals.ts),
 * on a server with a container configured; requests off this machine are answered here, the
 * container by a stand-in that does nothing.
 */
const GTM_ID = 'GTM-FORT4RC';
const POLL = { timeout: 15_000 };

let browser: Browser;
/** An undecided visitor's page (no consent cookie to start with), made like new for each test. */
const shared = sharedPage(() => browser);
let server: ContainerSite;

beforeAll(async () => {
  server = await startContainerSite(GTM_ID);
  browser = await launchBrowser({ undecided: true });
}, 90_000);

afterAll(async () => {
  await shared.close();
  await browser?.close();
  await server?.stop();
});

interface VitalsEvent {
  event: string;
  metric_name: string;
  metric_value: unknown;
}

async function visitor(analytics?: boolean): Promise<Page> {
  const page = await shared.open({ width: 1280, height: 900 });
  // Motion as a new page's default (the shared page starts with it reduced).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const context = page.context();
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return route.continue();
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  if (analytics !== undefined) {
    const value = serializeChoice({
      version: CONSENT_VERSION,
      decidedAt: Date.now(),
      granted: { analytics, media: false },
    });
    await context.addCookies([
      { name: CONSENT_COOKIE, value: encodeURIComponent(value), domain: 'localhost', path: '/' },
    ]);
  }
  return page;
}

function vitals(page: Page): Promise<VitalsEvent[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is VitalsEvent => (entry as { event?: string }).event === 'web_vitals',
    ),
  );
}

/** A click on the page's text, an input as a visitor's: web-vitals takes LCP as final then. */
async function clickText(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
}

const names = (events: VitalsEvent[]) => [...new Set(events.map((event) => event.metric_name))];

describe('Core Web Vitals in the data layer', () => {
  it('are not measured before a choice, nor after a rejection', async () => {
    const page = await visitor();
    await page.goto(`${server.baseURL}/en`);
    const banner = page.getByRole('region', { name: en.Consent.banner.title });
    await banner.waitFor(POLL);
    await clickText(page);
    // Proves that nothing is measured: no event to wait for, so a second for one to turn up.
    await page.waitForTimeout(1000);
    expect(await vitals(page)).toEqual([]);
    await banner.getByRole('button', { name: en.Consent.banner.reject, exact: true }).click();
    await clickText(page);
    // As above: nothing may arrive after the rejection either.
    await page.waitForTimeout(1000);
    expect(await vitals(page)).toEqual([]);
  });

  it('arrive once the visitor accepts analytics: FCP and TTFB at once, LCP at the next click', async () => {
    const page = await visitor();
    await page.goto(`${server.baseURL}/en/products`);
    const banner = page.getByRole('region', { name: en.Consent.banner.title });
    await banner.waitFor(POLL);
    expect(await vitals(page)).toEqual([]);
    await banner.getByRole('button', { name: en.Consent.banner.accept, exact: true }).click();
    await expect
      .poll(async () => names(await vitals(page)), POLL)
      .toEqual(expect.arrayContaining(['FCP', 'TTFB']));
    await clickText(page);
    await expect.poll(async () => names(await vitals(page)), POLL).toContain('LCP');
    for (const event of await vitals(page)) {
      expect(typeof event.metric_value, event.metric_name).toBe('number');
      expect(event.metric_value as number).toBeGreaterThanOrEqual(0);
    }
    const lcp = (await vitals(page)).find((event) => event.metric_name === 'LCP')!;
    expect(lcp.metric_value as number).toBeGreaterThan(0);
    expect(lcp).toMatchObject({ page_path: '/en/products' });
  });

  it('are measured on every page view of a visitor who granted analytics before', async () => {
    const page = await visitor(true);
    await page.goto(`${server.baseURL}/de/produkte`);
    await expect.poll(async () => names(await vitals(page)), POLL).toContain('FCP');
    await clickText(page);
    await expect.poll(async () => names(await vitals(page)), POLL).toContain('LCP');
  });
});
