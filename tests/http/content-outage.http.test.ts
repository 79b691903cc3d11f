import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCmsSite, type CmsSite } from '../helpers/cms-site';
import type { RunningServer } from '../helpers/production-server';
import { bodyOnceItContains } from '../helpers/wait-for-text';

/** Pages a visitor has been served: pre-rendered ones and listings rendered per request. */
const SERVED = [
  '/',
  '/en',
  '/es',
  '/fr',
  '/de',
  '/prodotti',
  '/en/products',
  '/de/produkte',
  '/prodotti/pioneer-pulse-403',
  '/en/products/pioneer-pulse-403',
  '/chi-siamo',
  '/en/who-we-are',
  '/fr/qui-nous-sommes',
  '/contatti',
  '/news',
  '/en/news',
  '/prodotti?filter_query[materiale][any_in_array]=alluminio',
  '/en/products?filter_query[materiale][any_in_array]=alluminio',
  '/de/produkte?page=2',
  '/news?page=2',
];

describe('the content service goes down and comes back', () => {
  let cms: CmsSite;
  let server: RunningServer;

  beforeAll(async () => {
    cms = await startCmsSite();
    server = cms.server;
  }, 90_000);
  afterAll(() => cms?.stop());

  /** The translated 503 page, with Retry-After and no stack trace. */
  const expectUnavailable = async (page: string, lang: string, sentence: string) => {
    const response = await fetch(server.baseURL + page);
    expect(response.status, page).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(sentence);
    expect(html).not.toMatch(/\bat .*\.(js|ts|tsx):\d+/);
  };

  // twenty pages rendered twice and an instance started: near 30 s beside the browser tier
  it('keeps serving what was served, answers an unseen page 503 in its language, and takes new content once back', async () => {
    const before = new Map<string, string>();
    for (const page of SERVED) {
      const response = await fetch(server.baseURL + page);
      expect(response.status, page).toBe(200);
      before.set(page, await response.text());
    }

    await cms.stopContent();
    for (const page of SERVED) {
      const response = await fetch(server.baseURL + page);
      expect(response.status, `${page} with the content service down`).toBe(200);
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(before.get(page)!)?.[1];
      expect(await response.text(), page).toContain(h1);
    }

    // An instance started now (a deploy, a scale-out) starts, and serves what the build holds.
    const logged: string[] = [];
    const late = await cms.startInstance((line) => logged.push(line));
    try {
      const page = await fetch(`${late.baseURL}/en/who-we-are`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1');
      expect(logged.join('\n')).toContain('Redirect table not loaded yet');
    } finally {
      late.stop();
    }

    await expectUnavailable('/en/products?search_term=inverter', 'en', 'temporarily unavailable');
    await expectUnavailable('/de/produkte?search_term=inverter', 'de', 'vorübergehend');
    // A load balancer asking for readiness hears it, and why; liveness stays up.
    const ready = await fetch(`${server.baseURL}/api/health?ready=1`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).content).toMatch(/content service failed|fetch failed|no answer/);
    expect((await fetch(`${server.baseURL}/api/health`)).status).toBe(200);

    await cms.restartContent();
    const changed = `Back online ${Date.now()}`;
    const { story } = await (await cms.manage('GET', '/stories/7')).json();
    story.content.body.find(
      (block: { component: string }) => block.component === 'hero',
    ).headline__i18n__en = changed;
    const saved = await cms.manage('PUT', '/stories/7', {
      story: { content: story.content },
      publish: 1,
    });
    expect(saved.status).toBe(200);
    const html = await bodyOnceItContains(
      `${server.baseURL}/en/who-we-are`,
      changed,
      Date.now() + 5000,
    );
    expect(html).toContain(changed);
  }, 90_000);

  it('keeps the pages it served after a publish when the service then fails with 5xx, and recovers with it', async () => {
    // The last test published a change: every page is to be rendered again, and now cannot be.
    cms.content.faults.serverErrors = { count: 10_000, status: 503 };
    for (const page of SERVED) {
      const response = await fetch(server.baseURL + page);
      expect(response.status, `${page} after a publish, the service failing`).toBe(200);
      expect(await response.text()).toContain('<h1');
    }
    await expectUnavailable('/fr/produits?search_term=plasma', 'fr', 'momentanément indisponible');
    cms.content.faults.serverErrors = undefined;
    expect((await fetch(`${server.baseURL}/fr/produits?search_term=plasma`)).status).toBe(200);
  });
});
