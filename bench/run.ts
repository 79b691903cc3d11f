import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LocalContentSource } from '../src/content/local/local-source';
import { generateStore } from './generate-store';

/** Prints how fast the embedded store opens and answers, for a generated store of STORIES stories. */
const count = Number(process.env.STORIES ?? 5000);
const lookups = 20_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function micros(ms: number): string {
  return `${(ms * 1000).toFixed(1)} µs`;
}

async function main() {
  const root = await mkdtemp(path.join(tmpdir(), 'bench-store-'));
  try {
    const slugs = await generateStore(root, count);
    const heapBefore = process.memoryUsage().heapUsed;
    const openStart = performance.now();
    const source = await LocalContentSource.open(root);
    const openMs = performance.now() - openStart;
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

    const timings: number[] = [];
    for (let i = 0; i < lookups; i++) {
      const slug = slugs[(i * 7919) % slugs.length] ?? '';
      const language = ['en', 'de', undefined][i % 3];
      const asked = language ? `${language}/products-${language}/${slug.split('/')[1]}` : slug;
      const start = performance.now();
      await source.getStory(asked, { language });
      timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);

    const listStart = performance.now();
    const listed = await source.getStories({ content_type: 'product', per_page: 100, page: 3 });
    const listMs = performance.now() - listStart;

    console.log(`embedded store, ${count} stories in 5 languages`);
    console.log(
      `  load + validate + index: ${openMs.toFixed(0)} ms, heap +${heapMb.toFixed(1)} MB`,
    );
    console.log(
      `  getStory (${lookups} lookups by translated slug): p50 ${micros(percentile(timings, 50))}, p95 ${micros(percentile(timings, 95))}`,
    );
    console.log(
      `  getStories content_type page 3 of 100: ${micros(listMs)} (${listed.total} total)`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
