import autocannon from 'autocannon';
import { startDeployment, startNginx, type Deployment } from '../tests/helpers/deployment';
import { startProductionServer, type RunningServer } from '../tests/helpers/production-server';
import { startBareNext } from './bare-next';
import { residentMb } from './resident-memory';
import { runIfMain } from './run-if-main';

/**
 * Production under load (issue 18): the site as deployed (Redis, two instances, nginx from
 * deploy/nginx/fortarc.conf) beside a bare Next.js page served the same ways, in one run; then a
 * soak at 80% of the measured maximum, and failure runs (an instance killed, Redis stopped and
 * started, the content service stopped). Every figure: autocannon, 16 connections, gzip.
 * BENCH_SECONDS (default 10) per row; SOAK_SECONDS (default 600) for the soak.
 */
const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const FAILURE_SECONDS = 12;

const PRERENDERED = '/prodotti/pioneer-pulse-403';
const FILTERED = '/prodotti?filter_query[materiale][any_in_array]=alluminio';
/** The soak's mix: pre-rendered pages in three languages, lists, a filter, news, a 404. */
const MIX = [
  '/',
  '/en',
  '/de/produkte/pioneer-pulse-403',
  PRERENDERED,
  '/en/products',
  FILTERED,
  '/en/products?filter_query[material][any_in_array]=steel',
  '/fr/actualites',
  '/es/contactos',
  '/en/no-such-page',
];

/** Issue 18's bars. */
const SINGLE_MIN_RATIO = 0.9;
const FILTERED_MIN_RPS = 400;
const FILTERED_MAX_P99_MS = 200;
const SOAK_RATE = 0.8;
const SOAK_MAX_GROWTH = 0.1;

interface Load {
  rps: number;
  p99: number;
  requests: number;
  failed: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
}

async function load(
  urls: string | string[],
  seconds = SECONDS,
  options: { overallRate?: number; during?: () => Promise<void> } = {},
): Promise<Load> {
  const list = Array.isArray(urls) ? urls : [urls];
  const origin = new URL(list[0]!).origin;
  const statuses: Record<string, number> = {};
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-encoding': 'gzip' },
        requests: list.map((url) => {
          const { pathname, search } = new URL(url);
          return { method: 'GET', path: pathname + search };
        }),
        ...(options.overallRate && { overallRate: options.overallRate }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance!.on('response', (_client, statusCode) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const during = options.during?.();
  const result = await finished;
  await during;
  // a 404 of the mix is an answer, not a failure
  const unexpected = Object.entries(statuses)
    .filter(([status]) => !['200', '404'].includes(status))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.errors + result.timeouts + unexpected,
    errors: result.errors + result.timeouts,
    non2xx: unexpected,
    statuses,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const row = (cells: string[]) =>
  `  ${cells[0]!.padEnd(58)}${cells
    .slice(1)
    .map((c) => c.padStart(10))
    .join('')}`;

function printLoad(name: string, measured: Load, bareRps?: number) {
  console.log(
    row([
      name,
      measured.rps.toFixed(0),
      String(measured.p99),
      bareRps ? (measured.rps / bareRps).toFixed(2) : '',
      String(measured.failed),
    ]),
  );
}

export async function benchLoad(): Promise<void> {
  console.log(
    `Load: ${CONNECTIONS} connections, gzip, ${SECONDS} s per row (autocannon); the site as deployed: Redis, 2 instances, nginx (deploy/nginx/fortarc.conf)`,
  );
  const verdicts: string[] = [];
  const bare = await startBareNext();
  const bareAddress = `127.0.0.1:${new URL(bare.baseURL).port}`;
  const bareNginx = await startNginx([bareAddress], false);
  const single: RunningServer = await startProductionServer({}, 'ignore');
  const deployment: Deployment = await startDeployment(2, {}, { storyblok: true });
  const plainNginx = await startNginx(
    deployment.instances.map(({ port }) => `127.0.0.1:${port}`),
    false,
  );
  const [a] = deployment.instances;
  try {
    // warm every server on every page
    for (const base of [single.baseURL, a!.baseURL, plainNginx.baseURL, deployment.nginx.baseURL]) {
      await load(
        MIX.map((p) => base + p),
        2,
      );
    }
    await load(`${bare.baseURL}/`, 2);
    await load(`${bareNginx.baseURL}/`, 2);

    console.log('\n  A pre-rendered page (product detail) and the bare page');
    console.log(row(['', 'req/s', 'p99 ms', '× bare', 'failed']));
    const bareDirect = await load(`${bare.baseURL}/`);
    const bareBehind = await load(`${bareNginx.baseURL}/`);
    const rows: Array<[string, Load]> = [
      ['site, one instance (npm start, no Redis)', await load(single.baseURL + PRERENDERED)],
      ['site, one instance of the deployment (Redis)', await load(a!.baseURL + PRERENDERED)],
      [
        'site, two instances behind nginx, nginx cache off',
        await load(plainNginx.baseURL + PRERENDERED),
      ],
      [
        'site, two instances behind nginx with its cache',
        await load(deployment.nginx.baseURL + PRERENDERED),
      ],
    ];
    const bareAgain = await load(`${bare.baseURL}/`);
    const bareRps = (bareDirect.rps + bareAgain.rps) / 2;
    printLoad('bare Next.js page, next start (before the site)', bareDirect, bareRps);
    printLoad('bare Next.js page, next start (after the site)', bareAgain, bareRps);
    printLoad('bare Next.js page behind nginx (cache off)', bareBehind, bareRps);
    for (const [name, measured] of rows) printLoad(name, measured, bareRps);
    if (rows[0]![1].rps < bareRps * SINGLE_MIN_RATIO) {
      verdicts.push(`one instance under ${SINGLE_MIN_RATIO}× the bare page`);
    }

    console.log('\n  A filtered product list (rendered per request, kept 5 minutes per URL)');
    console.log(row(['', 'req/s', 'p99 ms', '', 'failed']));
    const uncached = await startProductionServer({ RESPONSE_CACHE_MB: '0' }, 'ignore');
    const filtered: Array<[string, Load]> = [
      ['through nginx with its cache', await load(deployment.nginx.baseURL + FILTERED)],
      ['through nginx, its cache off', await load(plainNginx.baseURL + FILTERED)],
      [
        'one instance, every cache off (each request rendered)',
        await load(uncached.baseURL + FILTERED),
      ],
    ];
    uncached.stop();
    for (const [name, measured] of filtered) printLoad(name, measured);
    const behind = filtered[0]![1];
    if (behind.rps < FILTERED_MIN_RPS || behind.p99 >= FILTERED_MAX_P99_MS) {
      verdicts.push(
        `filtered list through nginx under ${FILTERED_MIN_RPS} req/s or p99 ≥ ${FILTERED_MAX_P99_MS} ms`,
      );
    }

    // The soak loads the instances themselves (nginx's cache off): a mix at 80% of their maximum.
    const mixUrls = MIX.map((p) => plainNginx.baseURL + p);
    const max = await load(mixUrls);
    const rate = Math.round(max.rps * SOAK_RATE);
    console.log(
      `\n  Soak: ${SOAK_SECONDS} s of the mix (${MIX.length} pages) through nginx with its cache off, at ${rate} req/s (80% of ${max.rps.toFixed(0)})`,
    );
    const warm = await load(mixUrls, Math.min(60, SOAK_SECONDS / 5), { overallRate: rate });
    const rssWarm = deployment.instances.map(({ pid }) => residentMb(pid));
    const soak = await load(mixUrls, SOAK_SECONDS, { overallRate: rate });
    const rssEnd = deployment.instances.map(({ pid }) => residentMb(pid));
    const growth = rssEnd.map((end, i) => end / rssWarm[i]! - 1);
    console.log(
      `  ${soak.requests} requests, ${soak.rps.toFixed(0)} req/s, p99 ${soak.p99} ms, ${soak.errors} errors, ${soak.non2xx} unexpected statuses (${JSON.stringify(soak.statuses)}); warm-up ${warm.failed} failed`,
    );
    console.log(
      `  resident memory per instance: ${rssWarm.map((mb) => mb.toFixed(0)).join(' / ')} MB after warm-up, ${rssEnd.map((mb) => mb.toFixed(0)).join(' / ')} MB at the end (${growth.map((g) => `${(g * 100).toFixed(1)}%`).join(' / ')})`,
    );
    if (soak.failed > 0) verdicts.push(`soak: ${soak.failed} failed requests`);
    if (growth.some((g) => !(g < SOAK_MAX_GROWTH))) verdicts.push('soak: memory grew 10% or more');

    console.log(
      `\n  Failure runs: ${FAILURE_SECONDS} s of the mix through nginx (cache off) at ${rate} req/s`,
    );
    const failure = async (name: string, act: () => Promise<void>) => {
      const measured = await load(mixUrls, FAILURE_SECONDS, {
        overallRate: rate,
        during: async () => {
          await sleep((FAILURE_SECONDS * 1000) / 3);
          await act();
        },
      });
      console.log(
        `  ${name}: ${measured.requests} requests, ${measured.errors} errors, ${measured.non2xx} unexpected statuses ${JSON.stringify(measured.statuses)}, p99 ${measured.p99} ms`,
      );
      return measured;
    };
    const killed = await failure('one instance killed (SIGKILL)', async () => {
      process.kill(-deployment.instances[0]!.pid!, 'SIGKILL');
    });
    if (killed.failed > 0) verdicts.push(`instance killed: ${killed.failed} failed`);
    await deployment.restartInstance(0);
    await load(mixUrls, 2);
    const termed = await failure('one instance stopped (SIGTERM)', async () => {
      deployment.instances[0]!.stop();
    });
    if (termed.failed > 0) verdicts.push(`instance stopped: ${termed.failed} failed`);
    await sleep(1000);
    await deployment.restartInstance(0);
    await load(mixUrls, 2);
    const redis = await failure('Redis stopped, started again 4 s later', async () => {
      await deployment.redis.stop();
      await sleep(4000);
      await deployment.redis.start();
    });
    if (redis.failed > 0) verdicts.push(`Redis stopped: ${redis.failed} failed`);
    const content = await failure('content service stopped for the rest of the run', async () => {
      await deployment.content!.stop();
    });
    console.log(
      '    (what was lost: pages already kept are served; a page never rendered gets the 503 outage page, counted above)',
    );
    if (content.failed > 0) verdicts.push(`content service stopped: ${content.failed} failed`);
    await deployment.content!.start();

    console.log(
      verdicts.length
        ? `\n  OVER budget: ${verdicts.join('; ')}`
        : `\n  within budget: one instance ≥ ${SINGLE_MIN_RATIO}× bare; filtered list through nginx ≥ ${FILTERED_MIN_RPS} req/s with p99 < ${FILTERED_MAX_P99_MS} ms; soak without a failed request and memory growth < 10%; no request lost to a killed or stopped instance or to Redis`,
    );
  } finally {
    await plainNginx.stop().catch(() => undefined);
    await bareNginx.stop().catch(() => undefined);
    await deployment.stop();
    single.stop();
    bare.stop();
  }
}

runIfMain(import.meta.url, benchLoad);
