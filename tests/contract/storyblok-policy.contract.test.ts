import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isNotFound } from '@/content/errors';
import type { RequestRecord } from '@/content/server/server';
import { expectContentError } from './expect-helpers';
import { products } from './fixture-products';
import { openStoryblok, setUpFixtureStore } from './harness';

/**
 * The content service policy of the spec, proven by what arrives at the server: page size 25,
 * batches of 50, 5 requests per second (3 with OAuth), 5 retries of a 429 with increasing delay,
 * any other non-200 rejected at once, and a cache for published content only.
 */

const storeDir = setUpFixtureStore();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long the client waited after each answer before the next request arrived. */
const waitsOf = (records: RequestRecord[]) =>
  records.slice(1).map((record, i) => record.at - (records[i] as RequestRecord).answeredAt);
const queryOf = (record: RequestRecord) => new URL(record.url, 'http://server').searchParams;

/**
 * No `limit + 1` requests within one second: request i and i + limit arrive about 1 s apart (less
 * up to 200 ms a loaded machine may hold a request between the client's limiter and the server;
 * one more request per second would bring them within a few ms), and 12 requests need 3 windows.
 */
function expectAtMostPerSecond(records: RequestRecord[], limit: number) {
  const arrivals = records.map((record) => record.at).sort((a, b) => a - b);
  for (let i = 0; i + limit < arrivals.length; i++) {
    expect((arrivals[i + limit] as number) - (arrivals[i] as number)).toBeGreaterThanOrEqual(800);
  }
  const windows = Math.ceil(arrivals.length / limit) - 1;
  expect((arrivals.at(-1) as number) - (arrivals[0] as number)).toBeGreaterThan(
    windows * 1000 - 200,
  );
}

describe('the storyblok adapter, measured at the server', () => {
  let harness: Awaited<ReturnType<typeof openStoryblok>>;
  let mark = 0;
  const sinceMark = () => harness.server.requests.slice(mark);

  beforeAll(async () => {
    harness = await openStoryblok(storeDir());
  });
  afterEach(async () => {
    harness.server.faults = {};
    await harness.reset();
    // let the rate limiter's window empty, so one case's requests do not delay the next one's
    await pause(1000);
    mark = harness.server.requests.length;
  });
  afterAll(async () => {
    await harness.close();
  });

  it('asks for no page size and gets the default of 25', async () => {
    const answer = await harness.source.getStories({ content_type: 'product' });
    expect(answer).toMatchObject({ total: 60, perPage: 25 });
    expect(answer.stories).toHaveLength(25);
    const [request] = sinceMark();
    expect(request && queryOf(request).has('per_page')).toBe(false);
  });

  it('caches published answers, and never drafts', async () => {
    // the first answer teaches the client the space's cv, which it then adds to every request
    // (and to its cache key): from the second request on, published answers come from the cache
    for (let i = 0; i < 4; i++) await harness.source.getStory('home');
    const published = sinceMark();
    expect(published).toHaveLength(2);
    expect(published[1] && queryOf(published[1]).get('cv')).toMatch(/^\d+$/);
    await harness.source.getStory('home', { version: 'draft' });
    await harness.source.getStory('home', { version: 'draft' });
    expect(sinceMark()).toHaveLength(4);
  });

  it('retries a burst of three 429s with increasing delays, then serves the answer', async () => {
    harness.server.faults.rateLimited = 3;
    const { story } = await harness.source.getStory('chi-siamo', { version: 'draft' });
    expect(story.id).toBe(3);
    const requests = sinceMark();
    expect(requests.map((request) => request.status)).toEqual([429, 429, 429, 200]);
    // 250 ms, then twice as long each time (a load can only lengthen a wait, never shorten it;
    // the client's own fixed delay would keep every wait near 250 ms)
    const waits = waitsOf(requests);
    expect(waits).toHaveLength(3);
    waits.forEach((wait, i) => expect(wait).toBeGreaterThanOrEqual(250 * 2 ** i - 10));
  });

  it('gives up after exactly 1 + 5 requests when the 429s go on', async () => {
    harness.server.faults.rateLimited = 10;
    const error = await expectContentError(
      harness.source.getStory('home', { version: 'draft' }),
      429,
    );
    expect(error.message).toContain('429');
    await pause(500);
    const requests = sinceMark();
    expect(requests.map((request) => request.status)).toEqual([429, 429, 429, 429, 429, 429]);
    const waits = waitsOf(requests);
    waits.forEach((wait, i) => expect(wait).toBeGreaterThanOrEqual(250 * 2 ** i - 10));
  }, 30_000);

  it('rejects a 5xx after exactly one request', async () => {
    harness.server.faults.serverErrors = { count: 1, status: 503 };
    await expectContentError(harness.source.getStory('home', { version: 'draft' }), 503);
    await pause(600);
    expect(sinceMark().map((request) => request.status)).toEqual([503]);
  });

  it('rejects a missing story with 404, which the gateway reads as not found', async () => {
    const error = await expectContentError(harness.source.getStory('nowhere'), 404);
    expect(isNotFound(error)).toBe(true);
    expect(sinceMark()).toHaveLength(1);
  });

  it('starts at most 5 requests per second when many are issued at once', async () => {
    const slugs = products.slice(0, 12).map((spec) => spec.fullSlug);
    const answers = await Promise.all(
      slugs.map((slug) => harness.source.getStory(slug, { version: 'draft' })),
    );
    expect(answers.map((answer) => answer.story.full_slug)).toEqual(slugs);
    const requests = sinceMark();
    expect(requests).toHaveLength(12);
    expectAtMostPerSecond(requests, 5);
  });

  it('fetches more than 50 relations in batches of 50', async () => {
    const answer = await harness.source.getStory('raccolte/tutti', {
      resolve_relations: 'collection.products',
    });
    expect(answer.rels).toHaveLength(60);
    const batches = sinceMark().filter((request) => queryOf(request).has('by_uuids'));
    expect(batches.map((request) => queryOf(request).get('per_page'))).toEqual(['50', '50']);
    const sizes = batches.map((request) => queryOf(request).get('by_uuids')?.split(',').length);
    expect(sizes).toEqual([50, 10]);
  });

  it('fetches more than 50 story links in batches of 50', async () => {
    await harness.source.getStory('raccolte/indice', { resolve_links: 'story' });
    const batches = sinceMark().filter((request) => queryOf(request).has('by_uuids'));
    const sizes = batches.map((request) => queryOf(request).get('by_uuids')?.split(',').length);
    expect(sizes).toEqual([50, 5]);
  });
});

describe('the storyblok adapter with an OAuth token, measured at the server', () => {
  let harness: Awaited<ReturnType<typeof openStoryblok>>;

  beforeAll(async () => {
    harness = await openStoryblok(storeDir(), { oauthToken: 'oauth-test' });
  });
  afterAll(async () => {
    await harness.close();
  });

  it('starts at most 3 requests per second', async () => {
    const slugs = products.slice(0, 7).map((spec) => spec.fullSlug);
    await Promise.all(slugs.map((slug) => harness.source.getStory(slug, { version: 'draft' })));
    expect(harness.server.requests).toHaveLength(7);
    expectAtMostPerSecond(harness.server.requests, 3);
  });
});
