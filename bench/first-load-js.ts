import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/helpers/browser';
import { startProductionServer } from '../tests/helpers/production-server';
import { startBareNext } from './bare-next';
import { runIfMain } from './run-if-main';

/**
 * First-load JavaScript (issue 6): the scripts a browser downloads to show a content page without
 * interactive blocks, against a bare Next.js page (one layout, one static page) built with the same
 * Next and React. Sizes are gzip (what crosses the wire), summed over every script the page loads.
 */
const CONTENT_PAGES = ['/privacy-policy', '/en/privacy-policy', '/de/privacy-policy'];
const LIMIT = 1.2;

async function scriptBytes(url: string): Promise<{ raw: number; gzip: number; files: number }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const bodies: Array<Promise<Buffer>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(bodies);
    return {
      raw: all.reduce((sum, body) => sum + body.length, 0),
      gzip: all.reduce((sum, body) => sum + gzipSync(body).length, 0),
      files: all.length,
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function benchFirstLoadJs(): Promise<void> {
  console.log('first-load JavaScript (gzip, every script the page loads)');
  const bare = await startBareNext();
  let baseline;
  try {
    baseline = await scriptBytes(`${bare.baseURL}/`);
  } finally {
    bare.stop();
  }
  console.log(
    `  bare Next.js page: ${kb(baseline.gzip)} (${kb(baseline.raw)} raw, ${baseline.files} files)`,
  );
  const site = await startProductionServer({}, 'ignore');
  try {
    for (const pagePath of CONTENT_PAGES) {
      const measured = await scriptBytes(site.baseURL + pagePath);
      const ratio = measured.gzip / baseline.gzip;
      console.log(
        `  ${pagePath}: ${kb(measured.gzip)} (${kb(measured.raw)} raw, ${measured.files} files) = ${(ratio * 100).toFixed(0)}% of bare (target ≤ ${LIMIT * 100}%)${ratio <= LIMIT ? '' : '  OVER'}`,
      );
    }
  } finally {
    site.stop();
  }
}

runIfMain(import.meta.url, benchFirstLoadJs);
