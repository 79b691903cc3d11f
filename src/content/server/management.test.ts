import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalContentSource } from '../local/local-source';
import { hasValidSignature } from '../storyblok/webhook-signature';
import { closeServer, createContentServer, listen, type ContentServer } from './server';

const SECRET = 'a-management-test-secret';
const TOKEN = 'management-token';

/** The site's side: records every webhook and whether its signature signs its body. */
interface Received {
  body: Record<string, unknown>;
  signed: boolean;
}

let dir: string;
let content: ContentServer;
let origin: string;
let hook: Server;
const received: Received[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fortarc-store-'));
  cpSync('content', dir, { recursive: true });
  hook = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const signature = request.headers['webhook-signature'];
      received.push({
        body: JSON.parse(raw.toString()),
        signed: hasValidSignature(raw, typeof signature === 'string' ? signature : null, SECRET),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  const hookOrigin = await listen(hook);
  const source = await LocalContentSource.open(dir, { api: true });
  content = createContentServer({
    source,
    languageCodes: source.languageCodes,
    management: {
      dir,
      token: TOKEN,
      webhook: { url: `${hookOrigin}/api/revalidate`, secret: SECRET },
    },
  });
  origin = await listen(content);
});

afterAll(async () => {
  await closeServer(content);
  await closeServer(hook);
  rmSync(dir, { recursive: true, force: true });
});

function manage(method: string, path: string, body?: unknown, token = TOKEN) {
  return fetch(`${origin}/v1/spaces/1/stories${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const cdn = (path: string) => fetch(`${origin}/v2/cdn/stories/${path}`);

/** The webhook goes out after the answer, as Storyblok's does. */
async function nextWebhook(count: number): Promise<Received> {
  for (let i = 0; i < 50 && received.length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(received).toHaveLength(count);
  return received[count - 1]!;
}

describe('the content server Management API', () => {
  it('refuses a request without the token', async () => {
    expect((await manage('GET', '/7', undefined, 'wrong')).status).toBe(401);
  });

  it('publishes a change: written to the store, served by the CDN API, announced signed', async () => {
    const { story } = await (await manage('GET', '/7')).json();
    expect(story.full_slug).toBe('chi-siamo');
    const response = await manage('PUT', '/7', { story: { name: 'Chi siamo, oggi' }, publish: 1 });
    expect(response.status).toBe(200);
    expect((await (await cdn('chi-siamo')).json()).story.name).toBe('Chi siamo, oggi');
    const file = JSON.parse(readFileSync(path.join(dir, 'stories/chi-siamo.json'), 'utf8'));
    expect(file.name).toBe('Chi siamo, oggi');
    const hook = await nextWebhook(1);
    expect(hook.signed).toBe(true);
    expect(hook.body).toMatchObject({ action: 'published', space_id: 1, story_id: 7 });
  });

  it('keeps a change saved without publishing as a draft, live only once published', async () => {
    await manage('PUT', '/7', { story: { name: 'Bozza' } });
    expect((await (await cdn('chi-siamo')).json()).story.name).toBe('Chi siamo, oggi');
    expect((await (await cdn('chi-siamo?version=draft')).json()).story.name).toBe('Bozza');
    expect(received).toHaveLength(1); // a saved draft is not announced
    expect((await manage('GET', '/7/publish')).status).toBe(200);
    expect((await (await cdn('chi-siamo')).json()).story.name).toBe('Bozza');
    expect((await nextWebhook(2)).body).toMatchObject({ action: 'published', story_id: 7 });
  });

  it('creates, unpublishes and deletes a story, announcing each', async () => {
    const page = {
      name: 'Nuova pagina',
      slug: 'nuova-pagina',
      full_slug: 'nuova-pagina',
      content: { component: 'page', _uid: 'a1b2c3d4-0000-4000-8000-000000000001', body: [] },
    };
    // The store's own rules hold: a page needs its path in every language.
    const refused = await manage('POST', '', { story: page, publish: 1 });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toContain(
      'a page needs a translated slug in every language',
    );
    expect(existsSync(path.join(dir, 'stories/nuova-pagina.json'))).toBe(false);

    const translated_slugs = ['en', 'es', 'fr', 'de'].map((lang) => ({
      lang,
      path: `new-page-${lang}`,
      name: `New page ${lang}`,
    }));
    const created = await manage('POST', '', { story: { ...page, translated_slugs }, publish: 1 });
    expect(created.status).toBe(201);
    const { story } = await created.json();
    expect((await cdn('nuova-pagina')).status).toBe(200);
    expect((await nextWebhook(3)).body).toMatchObject({ action: 'published', story_id: story.id });

    expect((await manage('GET', `/${story.id}/unpublish`)).status).toBe(200);
    expect((await cdn('nuova-pagina')).status).toBe(404);
    expect((await nextWebhook(4)).body).toMatchObject({ action: 'unpublished' });

    expect((await manage('DELETE', `/${story.id}`)).status).toBe(200);
    expect(existsSync(path.join(dir, 'stories/nuova-pagina.json'))).toBe(false);
    expect((await nextWebhook(5)).body).toMatchObject({ action: 'deleted', story_id: story.id });
  });

  it('refuses an edit that breaks the story, naming the field, and changes nothing', async () => {
    const response = await manage('PUT', '/7', { story: { slug: 'Not A Slug' }, publish: 1 });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toContain('slug');
    expect((await manage('PUT', '/7', { nope: 1 })).status).toBe(422);
    expect((await manage('GET', '/999999')).status).toBe(404);
    expect((await (await cdn('chi-siamo')).json()).story.name).toBe('Bozza');
  });
  it('adds a datasource entry, served by the CDN API and announced as entries_updated', async () => {
    const entry = { name: '/promo/estate', value: '/prodotti', datasource_slug: 'redirects' };
    const response = await fetch(`${origin}/v1/spaces/1/datasource_entries`, {
      method: 'POST',
      headers: { authorization: TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ datasource_entry: entry }),
    });
    expect(response.status).toBe(201);
    const served = await (
      await fetch(`${origin}/v2/cdn/datasource_entries?datasource=redirects&per_page=1000`)
    ).json();
    expect(served.datasource_entries).toContainEqual(
      expect.objectContaining({ name: '/promo/estate', value: '/prodotti' }),
    );
    const hook = await nextWebhook(6);
    expect(hook.signed).toBe(true);
    expect(hook.body).toMatchObject({ action: 'entries_updated', datasource_slug: 'redirects' });

    const unknown = await fetch(`${origin}/v1/spaces/1/datasource_entries`, {
      method: 'POST',
      headers: { authorization: TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ datasource_entry: { ...entry, datasource_slug: 'nope' } }),
    });
    expect(unknown.status).toBe(404);
  });
});
