import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { quotePath } from '../src/paths/quote-paths';
import { formFields, formToken, postQuote } from '../tests/helpers/lead-post';
import { leadsEnv } from '../tests/helpers/leads-site';
import { startPostgres } from '../tests/helpers/postgres';
import { startProductionServer } from '../tests/helpers/production-server';
import { startSmtp } from '../tests/helpers/smtp';
import { runIfMain } from './run-if-main';

/** Issue 44's budget: the p95 of an accepted request. */
const P95_BUDGET_MS = 50;
const REQUESTS = Number(process.env.LEADS_BENCH_REQUESTS ?? 1000);
const CONCURRENCY = 8;
const PAGE = quotePath('en');

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((values.length * p) / 100))
  ] ?? 0;

/**
 * One store: the production build with SMTP down accepts REQUESTS quote requests (8 at a time,
 * as a browser without JavaScript posts them); then SMTP comes back and the outbox delivers them.
 */
async function benchStore(name: 'SQLite' | 'PostgreSQL', databaseUrl?: string) {
  const smtp = await startSmtp();
  await smtp.stop();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fortarc-bench-leads-'));
  const site = await startProductionServer(
    {
      ...leadsEnv(smtp, dataDir),
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      LEADS_MIN_SECONDS: '0',
      LEADS_RATE_PER_MINUTE: '100000',
      LEADS_MAX_ATTEMPTS: '1000',
      LEADS_RETRY_BASE_MS: '250',
      LEADS_RETRY_MAX_MS: '1000',
    },
    'ignore',
  );
  try {
    const hidden = await formFields(site.baseURL, PAGE);
    // each request is a visitor of its own (a network sends one request without a proof of work
    // a minute) with a token of its own, fetched before the clock starts, as a browser's first
    // post without JavaScript brings one back
    const visitor = (i: number) => ({
      'x-forwarded-for': `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
    });
    const tokens: string[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, k) => {
        for (let i = k; i < REQUESTS; i += CONCURRENCY) {
          tokens[i] = await formToken(site.baseURL, PAGE, hidden, visitor(i));
        }
      }),
    );
    const latencies: number[] = [];
    let next = 0;
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const i = next++;
          const at = performance.now();
          const answer = await postQuote(
            site.baseURL,
            PAGE,
            hidden,
            tokens[i]!,
            { name: `Bench ${i}`, email: `bench-${i}@example.com`, products: ['pioneer-403'] },
            visitor(i),
          );
          if (answer.status === 303) latencies.push(performance.now() - at);
          else refused += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const p95 = percentile(latencies, 95);
    const returned = performance.now();
    await smtp.start();
    while (smtp.received.length < latencies.length) {
      if (performance.now() - returned > 300_000) throw new Error('delivery took over 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const delivered = (performance.now() - returned) / 1000;
    console.log(
      `${name.padEnd(10)}  accepted ${latencies.length}/${REQUESTS} (${refused} not), ${(latencies.length / seconds).toFixed(0)} req/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${P95_BUDGET_MS} ms: ${p95 <= P95_BUDGET_MS ? 'within' : 'OVER'}); ` +
        `${smtp.received.length} queued messages delivered ${delivered.toFixed(1)} s after SMTP returned`,
    );
  } finally {
    await site.stop();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench:leads`: for the embedded SQLite store and a PostgreSQL cluster it starts, accepted
 * requests per second, the p95 of an accepted request, and the time to deliver the queued
 * messages once SMTP returns (retries are held to a second apart, as an operator would set them
 * for a short outage; the default backoff grows to an hour). Needs `npm run build`.
 */
export async function benchLeads(): Promise<void> {
  console.log(
    `Requests from visitors: ${REQUESTS} quote requests, ${CONCURRENCY} at a time, SMTP down then back`,
  );
  await benchStore('SQLite');
  const postgres = await startPostgres();
  try {
    await benchStore('PostgreSQL', postgres.url);
  } finally {
    await postgres.remove();
  }
}

runIfMain(import.meta.url, benchLeads);
