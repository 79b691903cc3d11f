import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startProductionServer } from '../tests/helpers/production-server';
import { runIfMain } from './run-if-main';

/** Issue 46: generating one datasheet, image included, at most this at p95. */
const GENERATION_P95_BUDGET_MS = 500;
const FOLDERS = {
  it: '/prodotti',
  en: '/en/products',
  es: '/es/productos',
  fr: '/fr/produits',
  de: '/de/produkte',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Every published product's datasheet address in every language. */
export function datasheetAddresses(): string[] {
  const slugs = readdirSync('content/stories/prodotti')
    .map((name) => JSON.parse(readFileSync(path.join('content/stories/prodotti', name), 'utf8')))
    .filter((story) => story.content.component === 'product' && story.published_at !== null)
    .map((story) => story.slug as string);
  return Object.values(FOLDERS).flatMap((folder) => slugs.map((slug) => `${folder}/${slug}.pdf`));
}

async function timed(url: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - start, bytes };
}

/**
 * Datasheets (issue 46) on the production server: each product's in each language asked once,
 * which generates it (the request's whole time: proxy, content, image, PDF), then asked again,
 * answered from the response cache. One at a time, so each timing is one generation's.
 */
export async function benchDatasheets(): Promise<void> {
  const server = await startProductionServer({}, 'ignore');
  try {
    const addresses = datasheetAddresses();
    await timed(server.baseURL + addresses[0]!); // the first loads the faces and the PDF writer
    const generated: number[] = [];
    let largest = 0;
    for (const address of addresses.slice(1)) {
      const { ms, bytes } = await timed(server.baseURL + address);
      generated.push(ms);
      largest = Math.max(largest, bytes);
    }
    const cached: number[] = [];
    for (const address of addresses) cached.push((await timed(server.baseURL + address)).ms);
    generated.sort((a, b) => a - b);
    cached.sort((a, b) => a - b);
    const p95 = percentile(generated, 95);
    console.log(`Datasheets: ${addresses.length} (every product in 5 languages), one at a time`);
    console.log(
      `  generation: p50 ${percentile(generated, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (largest file ${(largest / 1000).toFixed(0)} kB)`,
    );
    console.log(`  cached answer: p50 ${percentile(cached, 50).toFixed(1)} ms`);
    console.log(
      p95 <= GENERATION_P95_BUDGET_MS
        ? `  within budget: generation p95 ≤ ${GENERATION_P95_BUDGET_MS} ms`
        : `  OVER budget: generation p95 ${p95.toFixed(0)} ms against ${GENERATION_P95_BUDGET_MS} ms`,
    );
  } finally {
    await server.stop();
  }
}

runIfMain(import.meta.url, benchDatasheets);
