import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The team's shared Lighthouse runner (`lighthouse-side -h` prints its usage). */
export const TOOL = path.resolve('../shared/tools/lighthouse-side');
export const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 5);
/** Home, the product list and a product page: the templates every run measures. */
export const PAGES = ['/', '/prodotti', '/prodotti/pioneer-pulse-403'];

export type Throttling = 'devtools' | 'simulate';

/** One URL's medians over the rounds, as `lighthouse-side` prints them. */
export interface Median {
  median: true;
  url: string;
  perf: number;
  TBT_ms: number;
  LCP_ms: number;
  FCP_ms: number;
  SI_ms: number;
  CLS: number;
  a11y: number;
  bp: number;
  seo: number;
  perfRange: [number, number];
}

export function checkTool(): void {
  if (!existsSync(TOOL)) {
    throw new Error(`${TOOL} is missing: this benchmark uses the team's shared measuring tools`);
  }
}

/**
 * ROUNDS interleaved rounds over `urls` (each round runs every URL once, in this order), and each
 * URL's medians. `env` is the tool's environment (the TLS mode's trust store).
 */
export function runTool(
  urls: string[],
  throttling: Throttling,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Median[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(TOOL, ['-n', String(ROUNDS), '-t', throttling, ...urls], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write('.');
    });
    child.on('error', reject);
    child.on('close', (code) => {
      process.stdout.write('\n');
      if (code !== 0) return reject(new Error(`lighthouse-side exited with ${code}`));
      const medians = out
        .split('\n')
        .filter((line) => line.startsWith('{"median"'))
        .map((line) => JSON.parse(line) as Median);
      if (medians.length !== urls.length) return reject(new Error(`unexpected output:\n${out}`));
      resolve(medians);
    });
  });
}

/** A table row: the first cell left-aligned, the others right-aligned. */
export const cells = (values: string[], first = 30) =>
  `  ${values[0]!.padEnd(first)}${values
    .slice(1)
    .map((v) => v.padStart(v.includes('/') ? 13 : 9))
    .join('')}`;
