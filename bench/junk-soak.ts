import { setTimeout as sleep } from 'node:timers/promises';
import { startProductionServer, type RunningServer } from '../tests/helpers/production-server';
import { copySite } from '../tests/helpers/site-copy';
import { peakResidentMb, residentMb } from './resident-memory';
import { runIfMain } from './run-if-main';
import { fetchAll, junkUrls, sitemapUrls } from './traffic';

/**
 * Issue 59's junk soak: a fresh `npm start` with its default settings, its sitemap crawled (the
 * pages everyone reads, kept by the response cache), then JUNK_URLS (default 6,000) URLs each asked
 * once, 8 at a time (finder answers, `?p=` on the quote and comparison pages, missing pages,
 * searches). Budget: peak resident memory (VmHWM) ≤ 512 MB, ≤ 400 MB after 30 s idle, and the
 * sitemap's pre-rendered pages kept before the soak still answered from the cache after it.
 */
const PEAK_BUDGET_MB = 512;
const IDLE_BUDGET_MB = 400;
const IDLE_SECONDS = 30;
const JUNK = Number(process.env.JUNK_URLS ?? 6000);
const CONCURRENCY = 8;

/**
 * Which of `urls` the response cache answers (`x-cache: HIT`), asked one by one: only pre-rendered
 * pages (public to CDNs), which the cache keeps until a publish. The finder's bare page renders per
 * request and is kept 5 minutes, which a soak on a busy machine outlasts.
 */
async function cacheHits(urls: readonly string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const url of urls) {
    const answer = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    await answer.arrayBuffer();
    const preRendered = (answer.headers.get('cache-control') ?? '').startsWith('public');
    if (answer.headers.get('x-cache') === 'HIT' && preRendered) hits.push(url);
  }
  return hits;
}

export interface SoakVerdict {
  peakMb: number;
  idleMb: number;
  keptBefore: number;
  keptAfter: number;
  failures: string[];
}

/** The soak against a running server; prints each step's resident memory. */
export async function soak(
  server: RunningServer,
  label = 'npm start (default)',
): Promise<SoakVerdict> {
  const base = server.baseURL;
  const line = (step: string, detail = '') =>
    console.log(
      `  ${label.padEnd(24)} ${step.padEnd(34)} ${residentMb(server.pid).toFixed(0).padStart(5)} MB  ${detail}`,
    );
  line('started');
  const pages = (await sitemapUrls(base)).filter((url) => !url.endsWith('.xml'));
  const crawl = await fetchAll(pages, CONCURRENCY);
  line(`crawl of ${pages.length} sitemap URLs`, `${crawl.ms} ms ${JSON.stringify(crawl.statuses)}`);
  const keptBefore = await cacheHits(pages);
  line('pre-rendered pages kept', `${keptBefore.length} of ${pages.length} sitemap URLs`);

  const junk = junkUrls(base, JUNK);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(residentMb(server.pid)), 250);
  const run = await fetchAll(junk, CONCURRENCY);
  clearInterval(sampler);
  line(
    `${junk.length} junk URLs, ${CONCURRENCY} at a time`,
    `${(junk.length / (run.ms / 1000)).toFixed(0)} req/s ${JSON.stringify(run.statuses)}; highest sample ${Math.max(...samples).toFixed(0)} MB`,
  );
  const peakMb = peakResidentMb(server.pid);
  await sleep(IDLE_SECONDS * 1000);
  const idleMb = residentMb(server.pid);
  line(`${IDLE_SECONDS} s idle`, `peak (VmHWM) ${peakMb.toFixed(0)} MB`);
  const keptAfter = await cacheHits(keptBefore);
  line('pre-rendered pages still kept', `${keptAfter.length} of ${keptBefore.length}`);
  const lost = keptBefore.filter((url) => !keptAfter.includes(url));
  if (lost.length > 0) console.log(`    no longer kept: ${lost.join(' ')}`);

  const failures: string[] = [];
  if (!(peakMb <= PEAK_BUDGET_MB))
    failures.push(`peak ${peakMb.toFixed(0)} MB > ${PEAK_BUDGET_MB}`);
  if (!(idleMb <= IDLE_BUDGET_MB)) {
    failures.push(`${idleMb.toFixed(0)} MB after ${IDLE_SECONDS} s idle > ${IDLE_BUDGET_MB}`);
  }
  if (keptBefore.length === 0) failures.push('no sitemap page was kept before the soak');
  if (keptAfter.length < keptBefore.length) {
    failures.push(`${lost.length} pre-rendered pages evicted by junk`);
  }
  if (run.failed > 0) failures.push(`${run.failed} junk requests failed (5xx or no answer)`);
  return { peakMb, idleMb, keptBefore: keptBefore.length, keptAfter: keptAfter.length, failures };
}

export async function benchJunkSoak(): Promise<SoakVerdict> {
  console.log(
    `Junk soak (issue 59): ${JUNK} one-off URLs against a fresh instance; budget peak ≤ ${PEAK_BUDGET_MB} MB, ≤ ${IDLE_BUDGET_MB} MB after ${IDLE_SECONDS} s idle, kept pages stay kept`,
  );
  const copy = copySite();
  const server = await startProductionServer(
    { CONTENT_DIR: copy.contentDir },
    'ignore',
    undefined,
    '.',
    copy.dir,
  );
  try {
    const verdict = await soak(server);
    console.log(
      verdict.failures.length
        ? `\n  OVER budget: ${verdict.failures.join('; ')}`
        : `\n  within budget: peak ${verdict.peakMb.toFixed(0)} MB, ${verdict.idleMb.toFixed(0)} MB idle, ${verdict.keptAfter} of ${verdict.keptBefore} kept pages still kept`,
    );
    return verdict;
  } finally {
    await server.stop();
    copy.remove();
  }
}

runIfMain(import.meta.url, async () => {
  const verdict = await benchJunkSoak();
  if (verdict.failures.length > 0) process.exitCode = 1;
});
