import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startProductionServer } from '../tests/helpers/production-server';
import { startBareNext } from './bare-next';
import { residentMb } from './resident-memory';
import { runIfMain } from './run-if-main';

/**
 * Throughput (issue 15): requests per second and p99 latency at 16 connections with gzip, for a
 * bare Next.js page and for the site as `npm start` serves it, side by side in one run. The site is
 * measured with its response cache (as deployed) and without it (RESPONSE_CACHE_MB=0: what every
 * request costs Next, and what a page not yet kept costs).
 *
 * On a two-core machine autocannon itself takes a core and more, so req/s follows the size of the
 * answers as much as the server's work. The server's own CPU time per request (from /proc, user
 * and system) is printed beside it: that is what a busier machine would run out of.
 */
const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = [
  { name: 'home (pre-rendered)', path: '/', prerendered: true },
  { name: 'product detail (pre-rendered)', path: '/prodotti/pioneer-pulse-403', prerendered: true },
  {
    name: 'filtered product list',
    path: '/prodotti?filter_query[materiale][any_in_array]=alluminio',
    prerendered: false,
  },
];
/** Issue 15's bars. */
const PRERENDERED_MIN_RATIO = 0.5;
const FILTERED_MIN_RPS = 300;
const FILTERED_MAX_P99_MS = 150;

interface Load {
  rps: number;
  p99: number;
  failures: number;
  /** The server's CPU time per request in ms, where its process is known. */
  cpuMs?: number;
}

/** CPU time (user and system) of a process in ms, from /proc/<pid>/stat; NaN where unreadable. */
function cpuTimeMs(pid: number | undefined): number {
  try {
    // the fields after the command's closing parenthesis; utime and stime are the 12th and 13th
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
/** Linux's USER_HZ, the unit of /proc's CPU times, on every architecture Node runs on. */
const CLOCK_TICKS = 100;

async function load(url: string, seconds = SECONDS, pid?: number): Promise<Load> {
  const cpuBefore = cpuTimeMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  const cpuMs = (cpuTimeMs(pid) - cpuBefore) / result.requests.total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    ...(pid !== undefined && Number.isFinite(cpuMs) && { cpuMs }),
  };
}

/** How much a settled server may still grow over a second pass of the same load. */
const SETTLED_GROWTH = 0.1;

const row = (cells: string[]) =>
  `  ${cells[0]!.padEnd(44)}${cells
    .slice(1)
    .map((c) => c.padStart(11))
    .join('')}`;

export async function benchHttp(): Promise<void> {
  console.log(
    `HTTP throughput: ${CONNECTIONS} connections, gzip, ${SECONDS} s per row (autocannon), ratios to the bare page`,
  );
  const bare = await startBareNext();
  const site = await startProductionServer({}, 'ignore');
  const uncached = await startProductionServer({ RESPONSE_CACHE_MB: '0' }, 'ignore');
  try {
    for (const page of PAGES) {
      await load(site.baseURL + page.path, 2);
      await load(uncached.baseURL + page.path, 2);
    }
    await load(`${bare.baseURL}/`, 2);
    const memoryWarm = residentMb(site.pid);

    const bareBefore = await load(`${bare.baseURL}/`);
    const results: Array<{ page: (typeof PAGES)[number]; cached: Load; plain: Load }> = [];
    for (const page of PAGES) {
      results.push({
        page,
        cached: await load(site.baseURL + page.path, SECONDS, site.pid),
        plain: await load(uncached.baseURL + page.path, SECONDS, uncached.pid),
      });
    }
    const memoryAfter = residentMb(site.pid);
    // A second pass over the same pages: a server whose memory settles grows little or not at all.
    for (const page of PAGES) await load(site.baseURL + page.path, Math.ceil(SECONDS / 2));
    const memorySecond = residentMb(site.pid);
    const bareAfter = await load(`${bare.baseURL}/`);
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2;

    console.log(row(['', 'req/s', 'p99 ms', '× bare', 'failed', 'CPU ms/req']));
    const line = (name: string, measured: Load) =>
      console.log(
        row([
          name,
          measured.rps.toFixed(0),
          String(measured.p99),
          (measured.rps / bareRps).toFixed(2),
          String(measured.failures),
          measured.cpuMs === undefined ? '' : measured.cpuMs.toFixed(3),
        ]),
      );
    line('bare Next.js page (before the site)', bareBefore);
    line('bare Next.js page (after the site)', bareAfter);
    const verdicts: string[] = [];
    for (const { page, cached, plain } of results) {
      line(`${page.name}`, cached);
      line(`  same, response cache off`, plain);
      if (cached.failures + plain.failures > 0) verdicts.push(`${page.name}: failed requests`);
      if (page.prerendered && cached.rps / bareRps < PRERENDERED_MIN_RATIO) {
        verdicts.push(`${page.name}: under ${PRERENDERED_MIN_RATIO}× the bare page`);
      }
      if (
        !page.prerendered &&
        (cached.rps < FILTERED_MIN_RPS || cached.p99 >= FILTERED_MAX_P99_MS)
      ) {
        verdicts.push(
          `${page.name}: under ${FILTERED_MIN_RPS} req/s or p99 ≥ ${FILTERED_MAX_P99_MS} ms`,
        );
      }
    }
    const mb = (value: number) => `${value.toFixed(0)} MB`;
    console.log(
      `  site server's resident memory: ${mb(memoryWarm)} warmed up, ${mb(memoryAfter)} after the runs, ${mb(memorySecond)} after a second pass`,
    );
    if (memorySecond > memoryAfter * (1 + SETTLED_GROWTH)) {
      verdicts.push(`memory still growing (${mb(memoryAfter)} → ${mb(memorySecond)})`);
    }
    console.log(
      verdicts.length
        ? `  OVER budget: ${verdicts.join('; ')}`
        : `  within budget: pre-rendered ≥ ${PRERENDERED_MIN_RATIO}× bare; filtered list ≥ ${FILTERED_MIN_RPS} req/s, p99 < ${FILTERED_MAX_P99_MS} ms; no failed request; memory settled`,
    );
  } finally {
    bare.stop();
    site.stop();
    uncached.stop();
  }
}

runIfMain(import.meta.url, benchHttp);
