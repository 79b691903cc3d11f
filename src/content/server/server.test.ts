import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentError } from '../errors';
import type { ContentSource, StoriesParams } from '../source';
import type { Story } from '../types';
import { parseFaultPlan } from './faults';
import { closeServer, createContentServer, listen, type ContentServer } from './server';

const story = (id: number) =>
  ({ id, uuid: `u${id}`, full_slug: `s${id}`, default_full_slug: `s${id}` }) as unknown as Story;

/** Records the calls it gets and answers with fixed data. */
function fakeSource(calls: Array<[string, unknown, unknown?]>): ContentSource {
  return {
    async getStory(slug, params) {
      calls.push(['getStory', slug, params]);
      if (slug === 'missing') throw new ContentError(404, 'Story not found: missing');
      return { story: story(1), cv: 7, rels: [], links: [] };
    },
    async getStories(params?: StoriesParams) {
      calls.push(['getStories', params]);
      if (params?.sort_by === 'bad') throw new ContentError(400, 'sort_by cannot sort by "bad"');
      return {
        stories: [story(2)],
        cv: 7,
        rels: [],
        links: [],
        rel_uuids: ['u9'],
        total: 61,
        perPage: 2,
      };
    },
    async getLinks(params) {
      calls.push(['getLinks', params]);
      return { links: {}, total: 3, perPage: 25 };
    },
    async getDatasourceEntries(params) {
      calls.push(['getDatasourceEntries', params]);
      return { datasource_entries: [], total: 0, perPage: 25 };
    },
    async getSignedUrl(params) {
      calls.push(['getSignedUrl', params]);
      if (params.filename !== '/private-assets/manual.pdf') {
        throw new ContentError(404, `Private asset not found: ${params.filename}`);
      }
      return {
        asset: {
          filename: params.filename,
          signed_url: 'file:///store/private-assets/manual.pdf',
          content_type: 'application/pdf',
          content_length: 1234,
          is_private: true,
        },
      };
    },
  };
}

describe('the content server', () => {
  const calls: Array<[string, unknown, unknown?]> = [];
  let server: ContentServer;
  let origin = '';
  const get = (path: string) => fetch(`${origin}${path}`);

  beforeAll(async () => {
    server = createContentServer({
      source: fakeSource(calls),
      languageCodes: ['en', 'de'],
      spaceName: 'Test',
    });
    origin = await listen(server);
  });
  beforeEach(() => {
    calls.length = 0;
    server.faults = {};
  });
  afterAll(() => closeServer(server));

  it('answers a list in the API envelope with total and per-page headers', async () => {
    const response = await get('/v2/cdn/stories?per_page=2&page=2&token=x&cv=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('total')).toBe('61');
    expect(response.headers.get('per-page')).toBe('2');
    expect(await response.json()).toEqual({
      stories: [story(2)],
      cv: 7,
      rels: [],
      links: [],
      rel_uuids: ['u9'],
    });
    expect(calls).toEqual([['getStories', { per_page: 2, page: 2 }]]);
  });

  it('answers a story by a path of any depth, keeping a trailing slash', async () => {
    const response = await get('/v2/cdn/stories/en/products/x/?version=draft');
    expect(await response.json()).toEqual({ story: story(1), cv: 7, rels: [], links: [] });
    expect(calls).toEqual([['getStory', 'en/products/x/', { version: 'draft' }]]);
    await get('/v2/cdn/stories/abc?find_by=uuid');
    expect(calls[1]).toEqual(['getStory', 'abc', { find_by: 'uuid' }]);
  });

  it('answers links and datasource entries with their headers', async () => {
    const links = await get('/v2/cdn/links?version=published&starts_with=a%2F');
    expect(await links.json()).toEqual({ links: {} });
    expect(links.headers.get('total')).toBe('3');
    const entries = await get(
      '/v2/cdn/datasource_entries?datasource=colors&dimension=en&version=published',
    );
    expect(await entries.json()).toEqual({ datasource_entries: [] });
    expect(entries.headers.get('per-page')).toBe('25');
    expect(calls.at(-1)).toEqual([
      'getDatasourceEntries',
      { datasource: 'colors', dimension: 'en' },
    ]);
  });

  it('answers the space with its languages and cache version', async () => {
    const response = await get('/v2/cdn/spaces/me?token=x');
    expect(await response.json()).toEqual({
      space: { id: 1, name: 'Test', domain: '', version: 7, language_codes: ['en', 'de'] },
    });
  });

  it('answers errors as JSON: malformed parameters, source errors, unknown routes', async () => {
    const malformed = await get('/v2/cdn/stories?page=two');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toMatch(/^page /);
    const refused = await get('/v2/cdn/stories?sort_by=bad');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'sort_by cannot sort by "bad"' });
    const missing = await get('/v2/cdn/stories/missing');
    expect(missing.status).toBe(404);
    expect(await get('/v2/cdn/datasource_entries')).toHaveProperty('status', 400);
    const unknown = await get('/v2/cdn/assets');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/json');
    expect(await unknown.json()).toHaveProperty('error');
  });

  it('injects 429 and 5xx bursts, then serves normally, and logs every request', async () => {
    server.faults.rateLimited = 2;
    server.faults.serverErrors = { count: 1, status: 502 };
    const before = server.requests.length;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get('/v2/cdn/stories/home')).status);
    expect(statuses).toEqual([429, 429, 502, 200]);
    const log = server.requests.slice(before);
    expect(log.map((record) => [record.method, record.url, record.status])).toEqual(
      statuses.map((status) => ['GET', '/v2/cdn/stories/home', status]),
    );
    expect(log.every((record, i) => i === 0 || record.at >= (log[i - 1]?.at ?? 0))).toBe(true);
  });

  it('breaks the content of the stories planned as corrupt, and only theirs', async () => {
    server.faults.corruptStories = ['s1'];
    const broken = await get('/v2/cdn/stories/s1');
    expect(broken.status).toBe(200);
    const body = (await broken.json()) as { story: Story };
    expect(body.story.uuid).toBe('u1');
    expect(body.story.translated_slugs).toBe('corrupted (injected fault)');
    const list = (await (await get('/v2/cdn/stories')).json()) as { stories: Story[] };
    expect(list.stories).toEqual([story(2)]);
  });

  it("serves the stand-in of Storyblok's bridge script at the bridge's path", async () => {
    const answer = await get('/f/storyblok-v2-latest.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('javascript');
    expect(await answer.text()).toContain('window.StoryblokBridge');
  });

  it('answers drafts to the preview token only, as Storyblok does', async () => {
    const guarded = createContentServer({ source: fakeSource([]), previewToken: 'preview-123' });
    const base = await listen(guarded);
    try {
      const ask = (query: string) => fetch(`${base}/v2/cdn/stories/home?${query}`);
      expect((await ask('token=public&version=draft')).status).toBe(401);
      expect((await ask('version=draft')).status).toBe(401);
      expect((await ask('token=preview-123&version=draft')).status).toBe(200);
      expect((await ask('token=public&version=published')).status).toBe(200);
    } finally {
      await closeServer(guarded);
    }
  });

  it('answers cdn/assets/me to the asset token only, with a signed URL on itself', async () => {
    const ask = (base: string, query: string) => fetch(`${base}/v2/cdn/assets/me?${query}`);
    const file = `filename=${encodeURIComponent('/private-assets/manual.pdf')}`;
    // no asset token configured: every token is refused, as by a space without asset tokens
    expect((await ask(origin, `token=x&${file}`)).status).toBe(401);
    const guarded = createContentServer({ source: fakeSource([]), assetToken: 'asset-123' });
    const base = await listen(guarded);
    try {
      expect((await ask(base, `token=public&${file}`)).status).toBe(401);
      expect((await ask(base, file)).status).toBe(401);
      expect((await ask(base, 'token=asset-123')).status).toBe(400);
      const unknown = await ask(base, 'token=asset-123&filename=%2Fprivate-assets%2Fx.pdf');
      expect(unknown.status).toBe(404);
      const answer = await ask(base, `token=asset-123&${file}&version=published&cv=1`);
      expect(answer.status).toBe(200);
      const { asset } = (await answer.json()) as { asset: Record<string, unknown> };
      expect(asset).toMatchObject({
        filename: '/private-assets/manual.pdf',
        content_type: 'application/pdf',
        content_length: 1234,
        is_private: true,
      });
      const signed = String(asset.signed_url);
      expect(signed.startsWith(`${base}/private-assets/manual.pdf?expires=`)).toBe(true);
      // signed, but this source cannot open files: 404; unsigned: 403
      expect((await fetch(signed)).status).toBe(404);
      expect((await fetch(`${base}/private-assets/manual.pdf`)).status).toBe(403);
      expect((await fetch(signed, { method: 'POST' })).status).toBe(405);
    } finally {
      await closeServer(guarded);
    }
  });

  it('adds the planned latency to every answer', async () => {
    server.faults.latencyMs = 120;
    const started = performance.now();
    await get('/v2/cdn/stories/home');
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
  });
});

describe('parseFaultPlan', () => {
  it('reads a plan from JSON and names the variable when it is wrong', () => {
    expect(parseFaultPlan('{"rateLimited":3,"latencyMs":50}', 'FAULTS')).toEqual({
      rateLimited: 3,
      latencyMs: 50,
    });
    expect(parseFaultPlan('', 'FAULTS')).toEqual({});
    expect(() => parseFaultPlan('{"serverErrors":{"count":1,"status":404}}', 'FAULTS')).toThrow(
      /^FAULTS: serverErrors.status/,
    );
    expect(() => parseFaultPlan('{', 'FAULTS')).toThrow(/^FAULTS is not JSON/);
  });
});
