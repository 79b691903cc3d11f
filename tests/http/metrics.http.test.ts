import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from '../../src/content/storyblok/webhook-signature';
import { startRedis, type Redis } from '../helpers/deployment';
import { freePort, startProductionServer, type RunningServer } from '../helpers/production-server';
import { copySite, type SiteCopy } from '../helpers/site-copy';

const SECRET = 'a-metrics-webhook-secret';

/** The value of one series in Prometheus' text format (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) =>
      line.includes(`${key}="${value}"`),
    );
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('Prometheus metrics on METRICS_PORT', () => {
  let site: SiteCopy;
  let redis: Redis;
  let server: RunningServer;
  let metricsURL: string;

  beforeAll(async () => {
    site = copySite();
    redis = await startRedis();
    const port = await freePort();
    metricsURL = `http://127.0.0.1:${port}/metrics`;
    server = await startProductionServer(
      {
        METRICS_PORT: String(port),
        CONTENT_DIR: site.contentDir,
        REDIS_URL: redis.url,
        STORYBLOK_WEBHOOK_SECRET: SECRET,
      },
      'ignore',
      () => {},
      '.',
      site.dir,
    );
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
    site?.remove();
  });

  const metrics = async () => {
    const answer = await fetch(metricsURL);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.text();
  };

  it('counts requests by route kind and status, never by path, with their latency', async () => {
    const before = await metrics();
    const { baseURL } = server;
    const get = (path: string) =>
      fetch(baseURL + path, { redirect: 'manual' }).then((r) => r.arrayBuffer());
    await get('/en/products');
    await get('/en/products');
    await get('/prodotti?filter_query[materiale][any_in_array]=alluminio');
    await get('/en/search?q=mig');
    await get('/api/health');
    await get('/en/no-such-page');
    await get('/en/products/');
    const html = await (await fetch(`${baseURL}/en`)).text();
    await get(/\/_next\/static\/[^"]+\.js/.exec(html)![0]);

    const after = await metrics();
    const counted = (kind: string, status: string) =>
      sample(after, 'fortarc_http_requests_total', { kind, status }) -
      sample(before, 'fortarc_http_requests_total', { kind, status });
    expect(counted('page', '200')).toBeGreaterThanOrEqual(3);
    expect(counted('page', '404')).toBe(1);
    expect(counted('filtered_list', '200')).toBe(1);
    expect(counted('search', '200')).toBe(1);
    expect(counted('api', '200')).toBe(1);
    expect(counted('asset', '200')).toBe(1);
    expect(counted('redirect', '301')).toBe(1);
    expect(after).not.toContain('/en/products');
    expect(
      sample(after, 'fortarc_http_request_duration_seconds_count', {
        kind: 'search',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(
      /fortarc_http_request_duration_seconds_bucket\{le="0\.005",kind="page",status="200"\} \d+/,
    );
    // the second /en/products came from the response cache
    expect(
      sample(after, 'fortarc_response_cache_requests_total', { result: 'hit' }),
    ).toBeGreaterThan(sample(before, 'fortarc_response_cache_requests_total', { result: 'hit' }));
    expect(sample(after, 'fortarc_response_cache_bytes')).toBeGreaterThan(0);
    expect(sample(after, 'fortarc_response_cache_max_bytes')).toBe(64 * 1024 * 1024);
  });

  it("reports the content service, Redis, publishes, and the process's memory and event loop", async () => {
    const body = JSON.stringify({ text: 'm', action: 'published', space_id: 1, story_id: 7 });
    const publish = await fetch(`${server.baseURL}/api/revalidate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-signature': webhookSignature(Buffer.from(body), SECRET),
      },
      body,
    });
    expect(publish.status).toBe(200);
    await expect
      .poll(async () => sample(await metrics(), 'fortarc_redis_connected'), { timeout: 10_000 })
      .toBe(1);
    const text = await metrics();
    expect(
      sample(text, 'fortarc_publish_events_total', { origin: 'webhook', result: 'published' }),
    ).toBe(1);
    expect(text).toMatch(/^fortarc_content_service_failures_total 0$/m);
    expect(text).toMatch(/^fortarc_content_service_unavailable 0$/m);
    expect(text).toMatch(/^fortarc_stopping 0$/m);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(50 * 1024 * 1024);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('is not on the public port: /metrics there is the site’s 404 page', async () => {
    const answer = await fetch(`${server.baseURL}/metrics`);
    expect(answer.status).toBe(404);
    const page = await answer.text();
    expect(page).toContain('<html');
    expect(page).not.toContain('fortarc_http_requests_total');
    expect((await fetch(metricsURL.replace('/metrics', '/'))).status).toBe(404);
  });
});
