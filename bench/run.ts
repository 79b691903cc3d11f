import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LocalContentSource } from '../src/content/local/local-source';
import type { StoriesParams } from '../src/content/source';
import { benchDatasheets } from './datasheets';
import { generateStore } from './generate-store';
import { benchFinder } from './finder';
import { benchLocator } from './locator';
import { benchFirstLoadJs } from './first-load-js';
import { benchPageWeight } from './page-weight';
import { benchPublish } from './publish';
import { benchRedirects } from './redirects';
import { benchScrollFrames } from './scroll-frames';
import { benchSearch } from './search';

/** Prints how fast the embedded store opens and answers, for a generated store of STORIES stories. */
const count = Number(process.env.STORIES ?? 5000);
const rounds = 400;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function time(label: string, run: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 20; i++) await run(i); // warm up the JIT
  const timings: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run(i);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  console.log(`  ${label}: p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))}`);
}

async function main() {
  const root = await mkdtemp(path.join(tmpdir(), 'bench-store-'));
  try {
    const slugs = await generateStore(root, count);
    const rssBefore = process.memoryUsage().rss;
    const openStart = performance.now();
    const source = await LocalContentSource.open(root);
    const openMs = performance.now() - openStart;
    const rss = process.memoryUsage().rss;

    console.log(`embedded store, ${count} stories in 5 languages`);
    console.log(`  load + validate + index: ${ms(openMs)}`);
    console.log(`  resident memory: ${mb(rss)} (store +${mb(rss - rssBefore)})`);
    await time('getStory by translated slug', (i) => {
      const slug = slugs[(i * 7919) % slugs.length]?.split('/')[1] ?? '';
      return source.getStory(`de/products-de/${slug}`);
    });
    const filtered: StoriesParams = {
      filter_query: { materiale: { any_in_array: 'alluminio' }, power: { gt_int: '200' } },
      sort_by: 'content.power:desc:int,name:asc',
      per_page: 25,
      language: 'en',
    };
    await time('filter_query + sort_by + paging', (i) =>
      source.getStories({ ...filtered, page: 1 + (i % 10) }),
    );
    await time('search_term', (i) =>
      source.getStories({ search_term: `Power source ${(i * 31) % count}`, per_page: 25 }),
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  await benchRedirects();
  await benchSearch();
  await benchFinder();
  await benchLocator();
  await benchFirstLoadJs();
  await benchPageWeight();
  await benchDatasheets();
  await benchScrollFrames();
  await benchPublish();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
