import { gzipSync } from 'node:zlib';
import { startProductionServer } from '../tests/helpers/production-server';
import { runIfMain } from './run-if-main';

/**
 * What the first request of a page weighs before any script: the HTML (markup plus the inline RSC
 * payload, which the browser parses on the main thread) and the stylesheets it links. A page's
 * HTML that grows by a multiple is how a framework option such as inlined CSS shows itself.
 */
const PAGES = [
  '/',
  '/prodotti',
  '/prodotti/pioneer-pulse-403',
  '/privacy-policy',
  '/de/neuigkeiten',
];

/** Issue 15: half of what home and the product list weighed when it was filed (27 kB, 34 kB gzip). */
const HTML_GZIP_BUDGET: Record<string, number> = { '/': 13.5 * 1024, '/prodotti': 17 * 1024 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function weigh(url: string): Promise<{ body: Buffer; raw: number; gzip: number }> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { body, raw: body.length, gzip: gzipSync(body).length };
}

export async function benchPageWeight(): Promise<void> {
  console.log('page weight (HTML and linked stylesheets; gzip as sent, raw as parsed)');
  const site = await startProductionServer({}, 'ignore');
  const over: string[] = [];
  try {
    for (const pagePath of PAGES) {
      const document = await weigh(site.baseURL + pagePath);
      const html = document.body.toString('utf8');
      const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)];
      const css = await Promise.all(stylesheets.map((m) => weigh(site.baseURL + m[1])));
      const cssGzip = css.reduce((sum, sheet) => sum + sheet.gzip, 0);
      const budget = HTML_GZIP_BUDGET[pagePath];
      console.log(
        `  ${pagePath}: HTML ${kb(document.gzip)} (${kb(document.raw)} raw)${budget ? ` of ${kb(budget)} budget` : ''}, CSS ${kb(cssGzip)} in ${css.length} files`,
      );
      if (budget && document.gzip > budget) over.push(pagePath);
    }
    console.log(
      over.length
        ? `  OVER budget: HTML of ${over.join(', ')}`
        : '  within budget: HTML of home and product list',
    );
  } finally {
    site.stop();
  }
}

runIfMain(import.meta.url, benchPageWeight);
