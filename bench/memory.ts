import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startProductionServer, type RunningServer } from '../tests/helpers/production-server';
import { copySite } from '../tests/helpers/site-copy';
import { startBareNext } from './bare-next';
import { datasheetAddresses } from './datasheets';
import { peakResidentMb, residentMb } from './resident-memory';
import { runIfMain } from './run-if-main';
import { benchJunkSoak } from './junk-soak';
import { fetchAll, imageUrlsOf, sitemapUrls, variedSearches } from './traffic';

/**
 * The memory ceiling (issue 37): a fresh `npm start` with its default settings through a crawl of
 * every sitemap URL, every product's datasheet in every language, 3,000 searches that are each different (five languages), and 10 s of load on
 * home, with its peak resident memory (the kernel's high-water mark, VmHWM) against the 512 MB
 * budget, and then every optimised image size the pages show (reported apart); then home and a filtered list beside the bare page, for `npm start` and for the same
 * server without a heap limit (how `npm start` ran before), in one run; then issue 59's junk soak
 * (bench/junk-soak.ts) on a fresh instance of its own.
 * BENCH_SECONDS (default 10) per throughput row; SEARCHES (default 3000); JUNK_URLS (default 6000).
 */
const BUDGET_MB = 512;
const SEARCHES = Number(process.env.SEARCHES ?? 3000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const MAX_THROUGHPUT_LOSS = 0.1;
const FILTERED = '/prodotti?filter_query[materiale][any_in_array]=alluminio';

async function rps(url: string, seconds = SECONDS): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The three steps of the budget, with resident memory after each; returns the peak. */
async function steps(name: string, server: RunningServer): Promise<number> {
  const base = server.baseURL;
  const line = (step: string, detail: string) =>
    console.log(
      `  ${name.padEnd(24)} ${step.padEnd(34)} ${residentMb(server.pid).toFixed(0).padStart(5)} MB  ${detail}`,
    );
  line('started', '');
  const pages = await sitemapUrls(base);
  const images = new Set<string>();
  const crawl = await fetchAll(pages, 8, (_, html) => {
    for (const image of imageUrlsOf(base, html)) images.add(image);
  });
  line(`crawl of ${pages.length} sitemap URLs`, `${crawl.ms} ms ${JSON.stringify(crawl.statuses)}`);
  // every product's datasheet in every language, each generated once (issue 46)
  const datasheets = datasheetAddresses();
  const sheets = await fetchAll(
    datasheets.map((address) => base + address),
    4,
  );
  line(`${datasheets.length} datasheets`, `${sheets.ms} ms ${JSON.stringify(sheets.statuses)}`);
  const searches = await fetchAll(variedSearches(base, SEARCHES), 16);
  line(
    `${SEARCHES} varied searches`,
    `${(SEARCHES / (searches.ms / 1000)).toFixed(0)} req/s ${JSON.stringify(searches.statuses)}`,
  );
  const home = await rps(`${base}/`);
  line(`${SECONDS} s on home`, `${home.rps.toFixed(0)} req/s`);
  const peak = peakResidentMb(server.pid);
  // Beyond the budget's steps: every optimised image the pages show (sharp, libvips' threads).
  const optimised = await fetchAll([...images], 8);
  line(
    `then ${images.size} image sizes`,
    `${optimised.ms} ms ${JSON.stringify(optimised.statuses)}; peak ${peakResidentMb(server.pid).toFixed(0)} MB`,
  );
  return peak;
}

export async function benchMemory(): Promise<void> {
  console.log(
    `Memory: peak resident memory (VmHWM) of a fresh instance, budget ${BUDGET_MB} MB; load average at start ${load()} on ${(await import('node:os')).cpus().length} cores`,
  );
  const verdicts: string[] = [];
  const bare = await startBareNext();
  // Each on a copy of the build without .next/cache: a fresh instance optimises its images anew.
  const copies = [copySite(), copySite()];
  const env = (i: number) => ({ CONTENT_DIR: copies[i]!.contentDir });
  const site = await startProductionServer(env(0), 'ignore', undefined, '.', copies[0]!.dir);
  const unlimited = await startProductionServer(
    env(1),
    'ignore',
    undefined,
    '.',
    copies[1]!.dir,
    [],
  );
  try {
    console.log(`\n  ${'server'.padEnd(24)} ${'step'.padEnd(34)}  resident`);
    const peak = await steps('npm start (default)', site);
    const peakUnlimited = await steps('no heap limit (before)', unlimited);
    console.log(
      `\n  peak resident memory: npm start ${peak.toFixed(0)} MB (budget ${BUDGET_MB}), without a heap limit ${peakUnlimited.toFixed(0)} MB`,
    );
    if (!(peak <= BUDGET_MB)) verdicts.push(`peak ${peak.toFixed(0)} MB over ${BUDGET_MB} MB`);

    console.log(
      `\n  Throughput, ${CONNECTIONS} connections, gzip, ${SECONDS} s per row (load average ${load()})`,
    );
    const row = (cells: string[]) =>
      console.log(
        `  ${cells[0]!.padEnd(44)}${cells
          .slice(1)
          .map((c) => c.padStart(10))
          .join('')}`,
      );
    row(['', 'req/s', 'p99 ms', '× bare']);
    await rps(`${bare.baseURL}/`, 2);
    for (const s of [site, unlimited]) {
      await rps(`${s.baseURL}/`, 2);
      await rps(s.baseURL + FILTERED, 2);
    }
    const bareBefore = await rps(`${bare.baseURL}/`);
    const measured: Record<string, { rps: number; p99: number }> = {};
    for (const [name, s] of [
      ['npm start', site],
      ['no heap limit', unlimited],
    ] as const) {
      measured[`${name}: home`] = await rps(`${s.baseURL}/`);
      measured[`${name}: filtered list`] = await rps(s.baseURL + FILTERED);
    }
    const bareAfter = await rps(`${bare.baseURL}/`);
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
    row(['bare Next.js page (before)', bareBefore.rps.toFixed(0), String(bareBefore.p99), '']);
    row(['bare Next.js page (after)', bareAfter.rps.toFixed(0), String(bareAfter.p99), '']);
    for (const [name, m] of Object.entries(measured)) {
      row([name, m.rps.toFixed(0), String(m.p99), (m.rps / bareRps).toFixed(2)]);
    }
    for (const page of ['home', 'filtered list']) {
      const limited = measured[`npm start: ${page}`]!.rps;
      const before = measured[`no heap limit: ${page}`]!.rps;
      const change = limited / before - 1;
      console.log(
        `  ${page}: npm start ${(change * 100).toFixed(1)}% against no heap limit, in this run`,
      );
      if (change < -MAX_THROUGHPUT_LOSS) verdicts.push(`${page} ${(change * 100).toFixed(1)}%`);
    }
    console.log(`  load average: ${load()}`);
  } finally {
    for (const server of [site, unlimited, bare]) {
      try {
        server.stop();
      } catch {
        // already gone
      }
    }
    for (const copy of copies) copy.remove();
  }
  console.log('');
  const soaked = await benchJunkSoak();
  verdicts.push(...soaked.failures.map((failure) => `junk soak: ${failure}`));
  console.log(
    verdicts.length
      ? `\n  OVER budget: ${verdicts.join('; ')}`
      : `\n  within budget: peak ≤ ${BUDGET_MB} MB; home and filtered list within ${MAX_THROUGHPUT_LOSS * 100}% of the server without a heap limit; the junk soak's peak ${soaked.peakMb.toFixed(0)} MB, ${soaked.idleMb.toFixed(0)} MB idle, no kept page lost`,
  );
  console.log(`  load average at the end: ${load()}`);
}

runIfMain(import.meta.url, benchMemory);
