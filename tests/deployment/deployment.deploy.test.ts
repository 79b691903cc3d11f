import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from '../../src/content/storyblok/webhook-signature';
import { startDeployment, type Deployment } from '../helpers/deployment';
import { bodyOnceItContains } from '../helpers/wait-for-text';

const SECRET = 'a-deployment-webhook-secret';
const LIVE_WITHIN_MS = 5000;

function publishStory(baseURL: string, storyId: number) {
  const body = JSON.stringify({ text: 'e2e', action: 'published', space_id: 1, story_id: storyId });
  return fetch(`${baseURL}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-signature': webhookSignature(Buffer.from(body), SECRET),
    },
    body,
  });
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function statusOf(url: string, init?: RequestInit): Promise<number> {
  return (await fetch(url, { redirect: 'manual', ...init })).status;
}

/** The headline of the "who we are" page in English, changed in the copy's embedded store. */
function editHeadline(contentDir: string, headline: string) {
  const file = path.join(contentDir, 'stories/chi-siamo.json');
  const story = JSON.parse(readFileSync(file, 'utf8'));
  const hero = story.content.body.find(
    (block: { component: string }) => block.component === 'hero',
  );
  hero.headline__i18n__en = headline;
  writeFileSync(file, JSON.stringify(story, null, 2));
}

describe('two instances behind nginx (deploy/nginx/fortarc.conf) sharing Redis', () => {
  let deployment: Deployment;

  beforeAll(async () => {
    // The restart test's load comes from one address: nginx's per-client limits would answer it
    // 429 (tests/deployment/operations.deploy.test.ts runs them).
    deployment = await startDeployment(
      2,
      { STORYBLOK_WEBHOOK_SECRET: SECRET },
      { nginxLimits: false },
    );
  }, 120_000);
  afterAll(() => deployment?.stop());

  it('says at start that the cache is Redis, shared', () => {
    for (const { log } of deployment.instances) {
      const start = log
        .map((line) => JSON.parse(line))
        .find((line) => /^Serving on/.test(line.msg));
      expect(start?.msg).toContain(
        `cache: Next's cache in Redis at 127.0.0.1:${deployment.redis.port}`,
      );
    }
  });

  it('serves on one instance a publish made through the other, within 5 s', async () => {
    const [a, b] = deployment.instances;
    const page = '/en/who-we-are';
    for (const { baseURL } of [a!, b!]) expect(await statusOf(baseURL + page)).toBe(200);
    const headline = `Shared across instances ${Date.now()}`;
    editHeadline(deployment.site.contentDir, headline);
    // Nothing changes on either until the publish.
    expect(await (await fetch(b!.baseURL + page)).text()).not.toContain(headline);

    const sent = Date.now();
    const answer = await publishStory(a!.baseURL, 7);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true, announced: true });
    const html = await bodyOnceItContains(b!.baseURL + page, headline, sent + LIVE_WITHIN_MS);
    expect(html, `the other instance within ${LIVE_WITHIN_MS} ms`).toContain(headline);
    console.log(
      `deployment: the other instance served the publish ${Date.now() - sent} ms after it`,
    );
    expect(await (await fetch(a!.baseURL + page)).text()).toContain(headline);
  });

  it('keeps answering 200 on both instances with Redis stopped, and shares again once it is back', async () => {
    const pages = ['/', '/en/products', '/de/produkte/pioneer-pulse-403', '/fr/actualites', '/es'];
    await deployment.redis.stop();
    for (const { baseURL } of deployment.instances) {
      for (const page of pages) expect(await statusOf(baseURL + page), page).toBe(200);
      const ready = await (await fetch(`${baseURL}/api/health?ready=1`)).json();
      expect(ready).toMatchObject({ status: 'ready' });
      expect(ready.cache).toMatch(/^redis: unreachable/);
    }
    for (const page of pages)
      expect(await statusOf(deployment.nginx.baseURL + page), page).toBe(200);

    await deployment.redis.start();
    for (const { baseURL } of deployment.instances) {
      const deadline = Date.now() + 10_000;
      let cache = '';
      while (Date.now() < deadline && !cache.startsWith('redis: connected')) {
        await fetch(`${baseURL}/en`); // a render that reads the cache
        cache = (await (await fetch(`${baseURL}/api/health?ready=1`)).json()).cache;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(cache).toMatch(/^redis: connected/);
    }
  });

  it('caches in nginx what a CDN would: pages and assets, never a per-request page or a preview', async () => {
    const { baseURL } = deployment.nginx;
    const cacheStatus = async (url: string, init?: RequestInit) => {
      const response = await fetch(baseURL + url, init);
      await response.arrayBuffer();
      return response.headers.get('x-cache-status');
    };
    await cacheStatus('/en/news');
    expect(await cacheStatus('/en/news')).toBe('HIT');
    await cacheStatus('/en/search?q=mig');
    expect(await cacheStatus('/en/search?q=mig')).not.toBe('HIT');
    const preview = { headers: { cookie: '__prerender_bypass=x' } };
    expect(await cacheStatus('/en/news', preview)).toBe('BYPASS');
    const html = await (await fetch(`${baseURL}/en/news`)).text();
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    await cacheStatus(asset!);
    expect(await cacheStatus(asset!)).toBe('HIT');
  });

  it('loses no request in a rolling restart of both instances under load', async () => {
    const { baseURL } = deployment.nginx;
    const statuses = new Map<string, number>();
    let running = true;
    // Per-request pages nginx never caches (searches, filtered lists), and cached ones.
    const paths = (id: number, i: number) => [
      `/en/search?q=mig+${id}-${i}`,
      `/prodotti?filter_query[materiale][any_in_array]=alluminio&search_term=${id}-${i}`,
      '/de/produkte',
    ];
    const worker = async (id: number) => {
      for (let i = 0; running; i++) {
        for (const path of paths(id, i)) {
          const outcome = await fetch(baseURL + path).then(
            async (response) => {
              await response.arrayBuffer();
              return String(response.status);
            },
            (error: unknown) => `failed: ${String(error)}`,
          );
          statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, id) => worker(id));
    // traffic is a period: a second of it before the first restart, and one after the last
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const started = Date.now();
    const steps: string[] = [];
    for (const index of [0, 1]) {
      const { pid, log } = deployment.instances[index]!;
      deployment.instances[index]!.stop();
      while (processRuns(pid!)) await new Promise((resolve) => setTimeout(resolve, 100));
      steps.push(`instance ${index} stopped after ${Date.now() - started} ms`);
      expect(log.map((line) => JSON.parse(line).msg).join('\n')).toMatch(
        /SIGTERM: readiness answers 503; serving for 5000 ms more/,
      );
      await deployment.restartInstance(index);
      steps.push(`instance ${index} serving again after ${Date.now() - started} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all(workers);
    console.log(
      `deployment: rolling restart under load (${steps.join(', ')}): ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect([...statuses.keys()], `nginx's error log ends:\n${deployment.nginx.errors()}`).toEqual([
      '200',
    ]);
    expect(statuses.get('200')).toBeGreaterThan(100);
  }, 120_000);
});
