import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseRedirectCsv } from '../src/redirects/redirect-rules';
import { RedirectTable } from '../src/redirects/redirect-table';
import { startProductionServer } from '../tests/helpers/production-server';

/**
 * The redirect table at scale (issue 5): lookup latency on 10,000 generated rows, and the production
 * server's throughput on a normal page with that table loaded versus an empty one, in one run.
 */
const ROWS = Number(process.env.REDIRECT_ROWS ?? 10_000);
const LOOKUPS = 200_000;
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 16);
const CONCURRENCY = 16;
const PAGE = '/prodotti';

function generatedCsv(rows: number): string {
  const targets = ['/', '/prodotti', '/en/products', '/contatti', '/news', '/de/neuigkeiten'];
  const lines = ['source,target'];
  for (let i = 0; i < rows; i++) {
    lines.push(`/archivio/${i % 97}/pagina-${i}.html,${targets[i % targets.length]}`);
  }
  return `${lines.join('\n')}\n`;
}

function lookupPercentiles(table: RedirectTable, rows: number) {
  const timings = new Float64Array(LOOKUPS);
  for (let i = 0; i < LOOKUPS; i++) {
    const hit = i % 2 === 0;
    const pathname = hit ? `/archivio/${i % 97}/pagina-${i % rows}.html` : `/prodotti/x-${i}`;
    const start = performance.now();
    table.lookup(pathname, '');
    timings[i] = performance.now() - start;
  }
  timings.sort();
  const at = (p: number) => timings[Math.min(LOOKUPS - 1, Math.floor(p * LOOKUPS))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

async function throughput(baseURL: string, seconds: number): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const response = await fetch(baseURL + PAGE);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${PAGE} answered ${response.status}`);
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return done / seconds;
}

export async function benchRedirects(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-redirects-'));
  try {
    const big = path.join(dir, 'big.csv');
    const empty = path.join(dir, 'empty.csv');
    await writeFile(big, generatedCsv(ROWS));
    await writeFile(empty, 'source,target\n');

    const buildStart = performance.now();
    const { table } = RedirectTable.build(parseRedirectCsv(generatedCsv(ROWS), big));
    const buildMs = performance.now() - buildStart;
    for (let i = 0; i < 10_000; i++) table.lookup(`/archivio/1/pagina-${i}.html`); // warm up
    const { p50, p99 } = lookupPercentiles(table, ROWS);
    console.log(`redirect table, ${table.size} generated rows`);
    console.log(`  load + check: ${buildMs.toFixed(1)} ms`);
    console.log(
      `  lookup (half hits, half misses): p50 ${(p50 * 1000).toFixed(2)} µs, p99 ${(p99 * 1000).toFixed(2)} µs`,
    );

    if (!existsSync('.next/BUILD_ID')) {
      console.log('  (no production build yet: running next build)');
      execSync('npx --no-install next build', { stdio: 'ignore' });
    }
    const loaded = await startProductionServer({ REDIRECTS_FILE: big }, 'ignore');
    const bare = await startProductionServer({ REDIRECTS_FILE: empty }, 'ignore');
    try {
      const check = await fetch(`${loaded.baseURL}/archivio/3/pagina-100.html`, {
        redirect: 'manual',
      });
      if (check.status !== 301) throw new Error('the loaded server does not use the big table');
      await throughput(loaded.baseURL, 2); // warm up both
      await throughput(bare.baseURL, 2);
      const rates = { loaded: [] as number[], empty: [] as number[] };
      // alternate which server goes first, so drift on the machine does not favour either
      for (let round = 0; round < 4; round++) {
        const order =
          round % 2 === 0 ? (['empty', 'loaded'] as const) : (['loaded', 'empty'] as const);
        for (const which of order) {
          const server = which === 'loaded' ? loaded : bare;
          rates[which].push(await throughput(server.baseURL, SECONDS / 4));
        }
      }
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      const withTable = mean(rates.loaded);
      const withoutTable = mean(rates.empty);
      console.log(`production server, GET ${PAGE}, ${CONCURRENCY} connections, ${SECONDS} s each`);
      console.log(`  empty table: ${withoutTable.toFixed(0)} req/s`);
      console.log(`  ${table.size}-row table: ${withTable.toFixed(0)} req/s`);
      console.log(
        `  ratio: ${((withTable / withoutTable) * 100).toFixed(1)} % of the empty-table throughput (target ≥ 95 %)`,
      );
    } finally {
      loaded.stop();
      bare.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
