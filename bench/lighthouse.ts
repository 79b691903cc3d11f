import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startProductionServer } from '../tests/helpers/production-server';
import { startBareNext } from './bare-next';
import { runIfMain } from './run-if-main';

/**
 * Lighthouse side by side (issue 15): the shared `lighthouse-side` tool runs ROUNDS interleaved
 * mobile rounds over the bare Next.js page and the site's home, product list and product detail, as
 * `npm start` serves them. The bare page is bench/bare-next.ts's, built outside the project (the
 * tool's own `--bare` builds it inside, where Next compiles this site's proxy and instrumentation
 * into it), and measured as the tool's first URL, the one it reports gaps to. Prints each page's medians, its gap
 * to the bare page, and the verdict against the budget below. Needs /usr/bin/chromium; the tool
 * installs Lighthouse from npm into /tmp once. Takes about a minute per round.
 */
const TOOL = path.resolve('../shared/tools/lighthouse-side');
const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 5);
const PAGES = ['/', '/prodotti', '/prodotti/pioneer-pulse-403'];
/** Issue 15's bars, against the bare page's medians of the same run. */
const MAX_PERF_POINTS_BELOW_BARE = 5;
const MAX_TBT_RATIO = 1.5;

interface Median {
  median: true;
  url: string;
  perf: number;
  TBT_ms: number;
  LCP_ms: number;
  FCP_ms: number;
  CLS: number;
  totalBytes: number;
  a11y: number;
  bp: number;
  seo: number;
  perfRange: [number, number];
}

function runTool(urls: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(TOOL, ['-n', String(ROUNDS), ...urls], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write('.');
    });
    child.on('error', reject);
    child.on('close', (code) => {
      process.stdout.write('\n');
      if (code === 0) resolve(out);
      else reject(new Error(`lighthouse-side exited with ${code}`));
    });
  });
}

export async function benchLighthouse(): Promise<void> {
  if (!existsSync(TOOL)) {
    throw new Error(`${TOOL} is missing: this benchmark uses the team's shared measuring tools`);
  }
  console.log(
    `Lighthouse, mobile, ${ROUNDS} interleaved rounds, medians beside the bare Next page`,
  );
  const bareServer = await startBareNext();
  const site = await startProductionServer({}, 'ignore');
  try {
    const urls = [bareServer.baseURL + '/', ...PAGES.map((page) => site.baseURL + page)];
    for (const url of urls) await fetch(url); // warm: the first answer of a listing renders it
    const output = await runTool(urls);
    const medians = output
      .split('\n')
      .filter((line) => line.startsWith('{"median"'))
      .map((line) => JSON.parse(line) as Median);
    const [bare, ...pages] = medians;
    if (!bare || pages.length !== PAGES.length) throw new Error(`unexpected output:\n${output}`);

    const cells = (values: string[]) =>
      `  ${values[0]!.padEnd(30)}${values
        .slice(1)
        .map((v) => v.padStart(v.includes('/') ? 13 : 9))
        .join('')}`;
    console.log(cells(['', 'perf', 'range', 'TBT ms', 'FCP ms', 'LCP ms', 'CLS', 'a11y/bp/seo']));
    const verdicts: string[] = [];
    for (const m of medians) {
      const name = m === bare ? 'bare Next.js page' : new URL(m.url).pathname;
      console.log(
        cells([
          name,
          String(m.perf),
          `${m.perfRange[0]}-${m.perfRange[1]}`,
          String(m.TBT_ms),
          String(m.FCP_ms),
          String(m.LCP_ms),
          String(m.CLS),
          `${m.a11y}/${m.bp}/${m.seo}`,
        ]),
      );
      if (m === bare) continue;
      if (bare.perf - m.perf > MAX_PERF_POINTS_BELOW_BARE) {
        verdicts.push(`${name}: performance ${m.perf} vs bare ${bare.perf}`);
      }
      if (m.TBT_ms > bare.TBT_ms * MAX_TBT_RATIO) {
        verdicts.push(`${name}: TBT ${(m.TBT_ms / bare.TBT_ms).toFixed(2)}x the bare page's`);
      }
      if (m.CLS !== 0) verdicts.push(`${name}: CLS ${m.CLS}`);
      if (m.a11y !== 100 || m.bp !== 100 || m.seo !== 100) {
        verdicts.push(`${name}: accessibility/best practices/SEO ${m.a11y}/${m.bp}/${m.seo}`);
      }
    }
    console.log(
      verdicts.length
        ? `  OVER budget: ${verdicts.join('; ')}`
        : `  within budget: performance within ${MAX_PERF_POINTS_BELOW_BARE} points of the bare page, TBT ≤ ${MAX_TBT_RATIO}x, CLS 0, accessibility/best practices/SEO 100`,
    );
  } finally {
    site.stop();
    bareServer.stop();
  }
}

runIfMain(import.meta.url, benchLighthouse);
