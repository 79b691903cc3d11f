import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { webhookSignature } from '../../src/content/storyblok/webhook-signature';
import { startCmsSite, type CmsSite } from '../helpers/cms-site';
import { startProductionServer, type RunningServer } from '../helpers/production-server';
import { copySite, type SiteCopy } from '../helpers/site-copy';
import { bodyOnceItContains, pollUntil } from '../helpers/wait-for-text';

const SECRET = 'an-e2e-webhook-secret-of-some-length';
/** The bar: from the webhook to the changed page being served. */
const LIVE_WITHIN_MS = 5000;

const event = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    text: 'The user e2e published the Story Chi siamo',
    action: 'published',
    space_id: 1,
    story_id: 7,
    ...fields,
  });

function post(baseURL: string, body: string, signature?: string | null, method = 'POST') {
  return fetch(`${baseURL}/api/revalidate`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(signature !== null && {
        'webhook-signature': signature ?? webhookSignature(Buffer.from(body), SECRET),
      }),
    },
    body: method === 'GET' ? undefined : body,
  });
}

describe('the publish webhook without a secret', () => {
  it('is not there: 404 for every method, and it says why', async () => {
    const baseURL = inject('baseURL');
    for (const method of ['POST', 'GET']) {
      const response = await post(baseURL, event(), undefined, method);
      expect(response.status).toBe(404);
      expect((await response.json()).error).toContain('STORYBLOK_WEBHOOK_SECRET');
    }
  });
});

describe('the publish webhook', () => {
  let site: SiteCopy;
  let server: RunningServer;
  const log: string[] = [];

  beforeAll(async () => {
    site = copySite();
    server = await startProductionServer(
      { STORYBLOK_WEBHOOK_SECRET: SECRET, CONTENT_DIR: site.contentDir },
      'pipe',
      (line) => log.push(line),
      '.',
      site.dir,
    );
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    site?.remove();
  });

  it('says at start that it is on', () => {
    expect(log.join('\n')).toContain('Publish webhook: POST /api/revalidate');
  });

  it('refuses a missing, wrong or replayed signature, and changes nothing', async () => {
    const body = event();
    const signed = webhookSignature(Buffer.from(body), SECRET);
    const refused = [
      await post(server.baseURL, body, null),
      await post(server.baseURL, body, webhookSignature(Buffer.from(body), 'another-secret-value')),
      await post(server.baseURL, body, 'not a signature'),
      // A captured, signed call replayed with a changed body.
      await post(server.baseURL, event({ story_id: 8 }), signed),
    ];
    for (const response of refused) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: 'The webhook-signature header does not sign this body.',
      });
    }
  });

  it('says what is wrong with a signed but malformed body', async () => {
    const cases = [
      ['{"action":', 'the body is not JSON'],
      [event({ action: 'released' }), 'action must be one of'],
      [event({ story_id: 'seven' }), 'story_id must be a positive integer'],
    ];
    for (const [body, reason] of cases) {
      const response = await post(server.baseURL, body!);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain(reason);
    }
  });

  it('refuses an oversized body and any method but POST', async () => {
    const huge = event({ text: 'x'.repeat(64 * 1024) });
    expect((await post(server.baseURL, huge)).status).toBe(413);
    const get = await post(server.baseURL, '', undefined, 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await post(server.baseURL, event(), undefined, 'PUT')).status).toBe(405);
  });

  it('puts a story changed in the CMS live in every language within 5 s, without a rebuild', async () => {
    const pages = {
      headline: '/chi-siamo',
      headline__i18n__en: '/en/who-we-are',
      headline__i18n__es: '/es/quienes-somos',
      headline__i18n__fr: '/fr/qui-nous-sommes',
      headline__i18n__de: '/de/wer-wir-sind',
    };
    const file = path.join(site.contentDir, 'stories/chi-siamo.json');
    const story = JSON.parse(readFileSync(file, 'utf8'));
    const hero = story.content.body.find(
      (block: { component: string }) => block.component === 'hero',
    );
    const changed: Record<string, string> = {};
    for (const [field, page] of Object.entries(pages)) {
      // Served, and so kept by Next and by the response cache, before the change.
      expect(await (await fetch(server.baseURL + page)).text()).toContain('<h1');
      changed[field] = `${hero[field]} (edited ${Date.now()})`;
      hero[field] = changed[field];
    }
    writeFileSync(file, JSON.stringify(story, null, 2));
    // Without the webhook nothing changes: the pages are kept.
    expect(await (await fetch(server.baseURL + pages.headline)).text()).not.toContain(
      changed.headline,
    );

    const sent = Date.now();
    const response = await post(server.baseURL, event());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, event: { kind: 'story', storyId: 7 } });

    const escape = (text: string) => text.replace(/’/g, '’').replace(/&/g, '&amp;');
    for (const [field, page] of Object.entries(pages)) {
      const title = escape(changed[field]!);
      const html = await bodyOnceItContains(server.baseURL + page, title, sent + LIVE_WITHIN_MS);
      expect(html, `${page} within ${LIVE_WITHIN_MS} ms`).toContain(title);
    }
    console.log(`publish webhook: every language live ${Date.now() - sent} ms after the webhook`);
  });

  it('refreshes the news feeds and the event calendars a publish changes, within 5 s', async () => {
    const edits = [
      { file: 'stories/news/nuova-gamma-pioneer-pulse.json', feeds: ['/news.rss', '/en/news.rss'] },
      {
        file: 'stories/fiere-ed-eventi/fiera-metallbau-sud-stoccarda-2027.json',
        feeds: ['/fiere-ed-eventi.ics', '/en/fiere-ed-eventi.ics'],
      },
    ];
    for (const { file, feeds } of edits) {
      const full = path.join(site.contentDir, file);
      const story = JSON.parse(readFileSync(full, 'utf8'));
      const stamp = `edited ${Date.now()}`;
      const titles = [
        `${story.content.title} (${stamp})`,
        `${story.content.title__i18n__en} (${stamp})`,
      ];
      // Served, and so kept by the response cache, before the change.
      for (const feed of feeds) expect((await fetch(server.baseURL + feed)).status).toBe(200);
      story.content.title = titles[0];
      story.content.title__i18n__en = titles[1];
      writeFileSync(full, JSON.stringify(story, null, 2));
      expect(await (await fetch(server.baseURL + feeds[0]!)).text()).not.toContain(stamp);

      const sent = Date.now();
      const response = await post(server.baseURL, event({ story_id: story.id }));
      expect(response.status).toBe(200);
      for (const [index, feed] of feeds.entries()) {
        // a calendar folds long lines: compare its text unfolded
        const body = await pollUntil(
          async () => (await (await fetch(server.baseURL + feed)).text()).replace(/\r\n /g, ''),
          (text) => text.includes(titles[index]!),
          sent + LIVE_WITHIN_MS,
        );
        expect(body, `${feed} within ${LIVE_WITHIN_MS} ms`).toContain(titles[index]);
      }
    }
  });
});

describe('publishing through the CMS, on the Storyblok adapter', () => {
  let cms: CmsSite;
  let server: RunningServer;
  const manage = (method: string, path: string, body?: unknown) =>
    cms.manage(method, `/stories${path}`, body);

  beforeAll(async () => {
    cms = await startCmsSite();
    server = cms.server;
  }, 90_000);
  afterAll(() => cms?.stop());

  it('shows a title changed in the CMS on its page in every language within 5 s', async () => {
    const { story } = await (await manage('GET', '/7')).json();
    const hero = story.content.body.find(
      (block: { component: string }) => block.component === 'hero',
    );
    const stamp = Date.now();
    const changed = {
      '/chi-siamo': `Dal 1978, e da oggi ${stamp}`,
      '/en/who-we-are': `Since 1978, and since today ${stamp}`,
      '/de/wer-wir-sind': `Seit 1978, und seit heute ${stamp}`,
    };
    hero.headline = changed['/chi-siamo'];
    hero.headline__i18n__en = changed['/en/who-we-are'];
    hero.headline__i18n__de = changed['/de/wer-wir-sind'];
    for (const page of Object.keys(changed)) await fetch(server.baseURL + page); // served before

    const sent = Date.now();
    expect(
      (await manage('PUT', '/7', { story: { content: story.content }, publish: 1 })).status,
    ).toBe(200);
    for (const [page, title] of Object.entries(changed)) {
      const html = await bodyOnceItContains(server.baseURL + page, title, sent + LIVE_WITHIN_MS);
      expect(html, `${page} within ${LIVE_WITHIN_MS} ms`).toContain(title);
    }
    expect(cms.content.webhooks.map(({ action, status }) => ({ action, status }))).toEqual([
      { action: 'published', status: 200 },
    ]);
    console.log(
      `publish through the CMS: live in every language ${Date.now() - sent} ms after the save`,
    );
  });
  it('re-renders only the pages that show the story: the others are answered from the cache', async () => {
    const unrelated = ['/en/news', '/de/produkte/pioneer-pulse-403', '/fr/qui-nous-sommes'];
    for (const page of [...unrelated, '/en/who-we-are']) await fetch(server.baseURL + page);
    const { story } = await (await manage('GET', '/7')).json();
    const hero = story.content.body.find(
      (block: { component: string }) => block.component === 'hero',
    );
    const title = `Only this page ${Date.now()}`;
    hero.headline__i18n__en = title;
    const delivered = cms.content.webhooks.length;
    expect(
      (await manage('PUT', '/7', { story: { content: story.content }, publish: 1 })).status,
    ).toBe(200);
    await pollUntil(
      async () => cms.content.webhooks.slice(delivered),
      (sent) => sent.length > 0 && sent.every((delivery) => delivery.answeredAt > 0),
      Date.now() + LIVE_WITHIN_MS,
    );
    expect(cms.content.webhooks.at(-1)?.status).toBe(200);
    // A page rendered again reads the content service; one answered from Next's cache does not.
    const reads = () => cms.content.requests.filter((request) => request.url.includes('/v2/cdn/'));
    const before = reads().length;
    for (const page of unrelated.slice(0, 2)) {
      expect((await fetch(server.baseURL + page)).status).toBe(200);
    }
    expect(reads().length, 'pages that do not show story 7 were rendered again').toBe(before);
    // its own page in another language is tagged with it too, and so is rendered again
    expect(await (await fetch(server.baseURL + '/fr/qui-nous-sommes')).text()).toContain('<h1');
    expect(reads().length).toBeGreaterThan(before);
    expect(await (await fetch(server.baseURL + '/en/who-we-are')).text()).toContain(title);
  });

  it('publishes, moves and unpublishes a product: its page, the list, the facet counts and the sitemap follow within 5 s', async () => {
    const base = server.baseURL;
    const within = (url: string, text: string, present = true) =>
      pollUntil(
        async () => (await fetch(base + url)).text(),
        (body) => body.includes(text) === present,
        Date.now() + LIVE_WITHIN_MS,
      );
    const statusWithin = (url: string, status: number) =>
      pollUntil(
        () => fetch(base + url, { redirect: 'manual' }),
        (response) => response.status === status,
        Date.now() + LIVE_WITHIN_MS,
      );
    const aluminium = /value="alluminio"\/>.*?\((\d+) prodotti\)/;
    const before = Number(aluminium.exec(await (await fetch(`${base}/prodotti`)).text())?.[1]);
    expect(before).toBeGreaterThan(0);
    for (const page of ['/sitemap.xml', '/prodotti/pioneer-pulse-403']) await fetch(base + page);

    const { story: model } = await (await manage('GET', '/116')).json();
    const slugs = (slug: string) => ({
      slug,
      full_slug: `prodotti/${slug}`,
      translated_slugs: model.translated_slugs.map((entry: { lang: string; path: string }) => ({
        ...entry,
        path: entry.path.replace('pioneer-pulse-403', slug),
      })),
    });
    const name = 'Pioneer Pulse E2E';
    const fields = { ...model };
    delete fields.id; // the new story gets its own
    delete fields.uuid;
    const created = await manage('POST', '', {
      story: {
        ...fields,
        ...slugs('pioneer-pulse-e2e'),
        name,
        content: { ...model.content, name },
      },
      publish: 1,
    });
    expect(created.status).toBe(201);
    const { story } = await created.json();

    expect(await within('/prodotti/pioneer-pulse-e2e', name)).toContain(name);
    expect(await within('/en/products/pioneer-pulse-e2e', name)).toContain(name);
    expect(await within('/prodotti', `(${before + 1} prodotti)`)).toContain(
      `(${before + 1} prodotti)`,
    );
    expect(await within('/sitemap.xml', '/prodotti/pioneer-pulse-e2e')).toContain(
      '/prodotti/pioneer-pulse-e2e<',
    );

    // Moved: the old paths lead to the new ones with a 301.
    expect(
      (await manage('PUT', `/${story.id}`, { story: slugs('pioneer-pulse-e2e-xl'), publish: 1 }))
        .status,
    ).toBe(200);
    const moved = await statusWithin('/prodotti/pioneer-pulse-e2e', 301);
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, base).pathname).toBe(
      '/prodotti/pioneer-pulse-e2e-xl',
    );
    const movedEn = await statusWithin('/en/products/pioneer-pulse-e2e', 301);
    expect(new URL(movedEn.headers.get('location')!, base).pathname).toBe(
      '/en/products/pioneer-pulse-e2e-xl',
    );
    expect(await within('/prodotti/pioneer-pulse-e2e-xl', name)).toContain(name);

    // Unpublished: 404, and gone from the list, its counts and the sitemap.
    expect((await manage('GET', `/${story.id}/unpublish`)).status).toBe(200);
    expect((await statusWithin('/prodotti/pioneer-pulse-e2e-xl', 404)).status).toBe(404);
    expect(await within('/prodotti', `(${before} prodotti)`)).toContain(`(${before} prodotti)`);
    expect(await within('/sitemap.xml', 'pioneer-pulse-e2e', false)).not.toContain(
      'pioneer-pulse-e2e',
    );
  });
  it('answers a redirect added to the datasource with a 301 within 5 s', async () => {
    const from = '/promo/e2e-offerta';
    expect((await fetch(server.baseURL + from, { redirect: 'manual' })).status).toBe(404);
    const saved = await cms.manage('POST', '/datasource_entries', {
      datasource_entry: {
        name: from,
        value: '/prodotti/pioneer-pulse-403',
        datasource_slug: 'redirects',
      },
    });
    expect(saved.status).toBe(201);
    const response = await pollUntil(
      () => fetch(server.baseURL + from, { redirect: 'manual' }),
      (answer) => answer.status === 301,
      Date.now() + LIVE_WITHIN_MS,
    );
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, server.baseURL).pathname).toBe(
      '/prodotti/pioneer-pulse-403',
    );
  });

  it('carries a technical-data row changed in the CMS in the next datasheet, and its new size on the page', async () => {
    const base = server.baseURL;
    const pdfText = async (address: string) => {
      const bytes = Buffer.from(await (await fetch(base + address)).arrayBuffer());
      return execFileSync('pdftotext', ['-', '-'], { input: bytes, encoding: 'utf8' });
    };
    const address = '/en/products/cruiser-222-ac-dc.pdf';
    const { story } = await (await manage('GET', '/104')).json();
    const row = story.content.technical_data[2];
    const value = String(90_000 + (Date.now() % 9_000));
    expect(await pdfText(address)).not.toContain(value); // generated, and kept, before the change
    row.value = value;
    const sent = Date.now();
    expect(
      (await manage('PUT', '/104', { story: { content: story.content }, publish: 1 })).status,
    ).toBe(200);
    const text = await pollUntil(
      () => pdfText(address),
      (body) => body.includes(value),
      sent + LIVE_WITHIN_MS,
    );
    expect(text, `${address} within ${LIVE_WITHIN_MS} ms`).toContain(value);
    const size = (await (await fetch(base + address)).arrayBuffer()).byteLength;
    const page = await (await fetch(base + '/en/products/cruiser-222-ac-dc')).text();
    expect(page).toContain(`Datasheet (PDF, ${Math.max(1, Math.round(size / 1000))} kB)`);
  });
});
