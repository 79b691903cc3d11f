import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startProductionServer } from '../tests/helpers/production-server';

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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function weigh(url: string): Promise<{ raw: number; gzip: number }> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body).length };
}

export async function benchPageWeight(): Promise<void> {
  console.log('page weight (HTML and linked stylesheets; gzip as sent, raw as parsed)');
  const site = await startProductionServer({}, 'ignore');
  try {
    for (const pagePath of PAGES) {
      const html = await (await fetch(site.baseURL + pagePath)).text();
      const document = await weigh(site.baseURL + pagePath);
      const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)];
      const css = await Promise.all(stylesheets.map((m) => weigh(site.baseURL + m[1])));
      const cssGzip = css.reduce((sum, sheet) => sum + sheet.gzip, 0);
      console.log(
        `  ${pagePath}: HTML ${kb(document.gzip)} (${kb(document.raw)} raw), CSS ${kb(cssGzip)} in ${css.length} files`,
      );
    }
  } finally {
    site.stop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  benchPageWeight().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
