import { request } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startDeployment, startNginx, type Deployment } from '../tests/helpers/deployment';
import { startProductionServer, type RunningServer } from '../tests/helpers/production-server';
import { startBareNext } from './bare-next';
import { peakResidentMb, residentMb } from './resident-memory';
import { runIfMain } from './run-if-main';
import { filteredLists, imageUrlsOf, seeded, sitemapUrls, variedSearches } from './traffic';

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
  options: { overallRate?: number; during?: () => Promise<void>; nextPath?: () => string } = {},
): Promise<Load> {
  const list = Array.isArray(urls) ? urls : [urls];
  const origin = new URL(list[0]!).origin;
  const nextPath = options.nextPath;
  const statuses: Record<string, number> = {};
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-encoding': 'gzip' },
        requests: nextPath
          ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextPath() }) }]
          : list.map((url) => {
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

/**
 * The soak's requests, every kind a site serves: the sitemap's pages in all five languages, the
 * filtered lists, searches each different from the last, and the optimised images the pages show.
 */
async function soakMix(base: string): Promise<{ next: () => string; describe: string }> {
  const pages = await sitemapUrls(base);
  const images = new Set<string>();
  for (const url of pages.filter((_, i) => i % 5 === 0)) {
    for (const image of imageUrlsOf(base, await (await fetch(url)).text())) images.add(image);
  }
  const lists = filteredLists(base);
  const random = seeded(18);
  const path = (url: string) => url.slice(base.length);
  let searches = 0;
  const kinds: Array<() => string> = [
    ...Array<() => string>(5).fill(() => path(pages[Math.floor(random() * pages.length)]!)),
    () => path(lists[Math.floor(random() * lists.length)]!),
    () => path(variedSearches(base, 1, 1000 + searches++)[0]!),
    () => path([...images][Math.floor(random() * images.size)]!),
  ];
  return {
    next: () => kinds[Math.floor(random() * kinds.length)]!(),
    describe: `${pages.length} pages in five languages (5 in 8 requests), ${lists.length} filtered lists, varied searches, ${images.size} image sizes (1 in 8 each)`,
  };
}

/** A GET on a connection of its own from `localAddress` (another client); its time in ms. */
function timedGet(url: string, localAddress: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, localAddress }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One client floods the search (200 requests, 16 at a time, from 127.0.0.2) through the shipped
 * nginx file while another (127.0.0.1) loads home: that one's latency beside its quiet figure.
 */
async function limitsUnderFlood(base: string, verdicts: string[]): Promise<void> {
  const homeTimes = async (count: number) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) times.push((await timedGet(`${base}/`, '127.0.0.1')).ms);
    return times;
  };
  await homeTimes(20);
  const quiet = await homeTimes(200);
  const statuses: Record<number, number> = {};
  let next = 0;
  let flooding = true;
  const flood = Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < 200) {
        const { status } = await timedGet(`${base}/en/search?q=flood+${next++}`, '127.0.0.2');
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  ).finally(() => (flooding = false));
  const during: number[] = [];
  while (flooding) during.push((await timedGet(`${base}/`, '127.0.0.1')).ms);
  await flood;
  const after = await timedGet(`${base}/en/products`, '127.0.0.2');
  const ratio = median(during) / median(quiet);
  console.log(
    `\n  Limits (deploy/nginx/fortarc.conf): one client's 200 searches, 16 at a time: ${JSON.stringify(statuses)}; that client's next page: ${after.status}`,
  );
  console.log(
    `  another client's home through nginx: median ${median(quiet).toFixed(2)} ms quiet, ${median(during).toFixed(2)} ms during the flood (${during.length} requests, ${ratio.toFixed(2)}×)`,
  );
  if (!(statuses[429]! > 0)) verdicts.push('flood: no 429');
  if (after.status !== 200) verdicts.push(`flood: the client's next page answered ${after.status}`);
  if (ratio > 2) verdicts.push(`flood: another client's home ${ratio.toFixed(2)}× slower`);
}

export async function benchLoad(): Promise<void> {
  console.log(
    `Load: ${CONNECTIONS} connections, gzip, ${SECONDS} s per row (autocannon); the site as deployed: Redis, 2 instances, nginx (deploy/nginx/fortarc.conf); load average at start ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const verdicts: string[] = [];
  const bare = await startBareNext();
  const bareAddress = `127.0.0.1:${new URL(bare.baseURL).port}`;
  // Load from this one address is not a visitor's: limits off, but where they are measured.
  const bareNginx = await startNginx([bareAddress], false, false);
  const single: RunningServer = await startProductionServer({}, 'ignore');
  const deployment: Deployment = await startDeployment(
    2,
    {},
    { storyblok: true, nginxLimits: false },
  );
  const upstreams = deployment.instances.map(({ port }) => `127.0.0.1:${port}`);
  const plainNginx = await startNginx(upstreams, false, false);
  const limitedNginx = await startNginx(upstreams);
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
    // Its maximum is measured on the soak's own mix: searches and images cost far more than the
    // kept pages, and a rate taken from pages alone queued requests past autocannon's timeout.
    const mixUrls = MIX.map((p) => plainNginx.baseURL + p);
    const soakPath = await soakMix(plainNginx.baseURL);
    const max = await load(mixUrls, SECONDS, { nextPath: soakPath.next });
    const rate = Math.round(max.rps * SOAK_RATE);
    console.log(
      `\n  Soak: ${SOAK_SECONDS} s through nginx with its cache off, at ${rate} req/s (80% of the mix's ${max.rps.toFixed(0)}): ${soakPath.describe}`,
    );
    const rss = () => deployment.instances.map(({ pid }) => residentMb(pid));
    const minutes: number[][] = [rss()];
    const started = Date.now();
    console.log(`    0 min: ${minutes[0]!.map((mb) => mb.toFixed(0)).join(' / ')} MB resident`);
    const everyMinute = setInterval(() => {
      const now = rss();
      minutes.push(now);
      console.log(
        `  ${String(Math.round((Date.now() - started) / 60_000)).padStart(3)} min: ${now.map((mb) => mb.toFixed(0)).join(' / ')} MB resident (load average ${loadavg()[0]!.toFixed(2)})`,
      );
    }, 60_000);
    const soak = await load(mixUrls, SOAK_SECONDS, { overallRate: rate, nextPath: soakPath.next });
    clearInterval(everyMinute);
    const rssEnd = rss();
    // Growth after the first minutes: from minute 2 (or the start of a shorter soak) to the end.
    const settled = minutes[Math.min(2, minutes.length - 1)]!;
    const growth = rssEnd.map((end, i) => end / settled[i]! - 1);
    console.log(
      `  ${soak.requests} requests, ${soak.rps.toFixed(0)} req/s, p99 ${soak.p99} ms, ${soak.errors} errors, ${soak.non2xx} unexpected statuses (${JSON.stringify(soak.statuses)})`,
    );
    console.log(
      `  resident memory per instance: ${settled.map((mb) => mb.toFixed(0)).join(' / ')} MB at minute ${Math.min(2, minutes.length - 1)}, ${rssEnd.map((mb) => mb.toFixed(0)).join(' / ')} MB at the end (${growth.map((g) => `${(g * 100).toFixed(1)}%`).join(' / ')}); peak ${deployment.instances.map(({ pid }) => peakResidentMb(pid).toFixed(0)).join(' / ')} MB`,
    );
    if (soak.failed > 0) verdicts.push(`soak: ${soak.failed} failed requests`);
    if (growth.some((g) => !(g < SOAK_MAX_GROWTH))) verdicts.push('soak: memory grew 10% or more');

    await limitsUnderFlood(limitedNginx.baseURL, verdicts);

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
        : `\n  within budget: one instance ≥ ${SINGLE_MIN_RATIO}× bare; filtered list through nginx ≥ ${FILTERED_MIN_RPS} req/s with p99 < ${FILTERED_MAX_P99_MS} ms; soak without a failed request and memory growth < 10% after its first minutes; a flooding client limited, another's home within 2×; no request lost to a killed or stopped instance or to Redis`,
    );
  } finally {
    await plainNginx.stop().catch(() => undefined);
    await limitedNginx.stop().catch(() => undefined);
    await bareNginx.stop().catch(() => undefined);
    await deployment.stop();
    single.stop();
    bare.stop();
  }
}

runIfMain(import.meta.url, benchLoad);
