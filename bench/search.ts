import { performance } from 'node:perf_hooks';
import { LocalContentSource } from '../src/content/local/local-source';
import { locales } from '../src/i18n/routing';
import { loadDocuments, RESULT_TYPES, type SearchDocument } from '../src/search/documents';
import { buildIndex, searchIndex, wordsOf, type SearchIndex } from '../src/search/engine';
import { runIfMain } from './run-if-main';

/**
 * Site search (issue 20): index build time and memory for the demo content (five languages) and
 * for 5,000 generated stories, and query latency over a mix of queries (words, model names, typos,
 * prefixes as one types, several words, nothing found). Budget: p95 under 20 ms at 5,000 stories.
 */
const GENERATED = Number(process.env.SEARCH_STORIES ?? 5000);
const P95_BUDGET_MS = 20;

const QUERIES = [
  'saldatrice',
  'pioneer pulse 403',
  'pioner puls',
  'mig pulsato alluminio',
  'taglio plasma',
  'manuale',
  'dichiarazione conformità',
  'ricambi',
  'pio',
  'saldatura robotizzata',
  'acciaio inossidabile tig',
  'qualita',
  'xyzzy',
  'corso',
  'generatore inverter 400 a',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function heapUsed(): number {
  global.gc?.();
  return process.memoryUsage().heapUsed;
}

/** A deterministic pseudo-random sequence, so every run searches the same stories. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** `count` stories made of the demo content's own words: real vocabulary, real word lengths. */
function generatedDocuments(demo: SearchDocument[], count: number): SearchDocument[] {
  const next = random(42);
  const words = demo.flatMap((document) => wordsOf(`${document.summary} ${document.body}`));
  const names = demo.map((document) => document.title);
  const pick = (list: string[]) => list[Math.floor(next() * list.length)]!;
  const text = (length: number) => Array.from({ length }, () => pick(words)).join(' ');
  return Array.from({ length: count }, (_, i) => {
    const type = RESULT_TYPES[i % RESULT_TYPES.length]!;
    const title = `${pick(names)} ${100 + (i % 900)}`;
    const summary = text(25);
    const facets = text(8);
    return {
      id: `generated-${i}`,
      type,
      path: `/generated/${i}`,
      title,
      model: `GX-${i}`,
      summary,
      facets,
      body: text(250),
      catalogue: type === 'product' ? `${title} · GX-${i} · ${facets}` : '',
      details: {},
    };
  });
}

async function timeQueries(index: SearchIndex): Promise<{ p50: number; p95: number }> {
  for (const term of QUERIES) searchIndex(index, { term }); // warm up the JIT
  const timings: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const term of QUERIES) {
      const start = performance.now();
      searchIndex(index, { term, page: 1 + (round % 3) });
      timings.push(performance.now() - start);
    }
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
}

export async function benchSearch(): Promise<boolean> {
  console.log(
    'site search (src/search/): BM25F over typed arrays, each language’s Snowball stemmer',
  );
  const source = await LocalContentSource.open('content');
  const before = heapUsed();
  const start = performance.now();
  const demo = new Map<string, SearchDocument[]>();
  const indexes: SearchIndex[] = [];
  for (const locale of locales) {
    const documents = await loadDocuments(source, locale);
    demo.set(locale, documents);
    indexes.push(await buildIndex(locale, documents));
  }
  const demoMs = performance.now() - start;
  const demoHeap = heapUsed() - before;
  const demoLatency = await timeQueries(indexes[0]!);
  console.log(
    `  demo content, 5 languages (${indexes.reduce((sum, index) => sum + index.documents.length, 0)} pages): built in ${ms(demoMs)}, heap +${mb(demoHeap)}; query p50 ${ms(demoLatency.p50)}, p95 ${ms(demoLatency.p95)} (Italian)`,
  );

  const generated = generatedDocuments(demo.get('it')!, GENERATED);
  const beforeGenerated = heapUsed();
  const generatedStart = performance.now();
  const big = await buildIndex('it', generated);
  const generatedMs = performance.now() - generatedStart;
  const generatedHeap = heapUsed() - beforeGenerated;
  const latency = await timeQueries(big);
  const ok = latency.p95 < P95_BUDGET_MS;
  console.log(
    `  ${GENERATED} generated stories (one language): built in ${ms(generatedMs)}, heap +${mb(generatedHeap)}; query p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)} (target p95 < ${P95_BUDGET_MS} ms)${ok ? '' : '  OVER'}`,
  );
  void indexes;
  void big;
  return ok;
}

runIfMain(import.meta.url, async () => {
  if (!(await benchSearch())) process.exitCode = 1;
});
