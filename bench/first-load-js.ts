import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/helpers/browser';
import { startProductionServer } from '../tests/helpers/production-server';
import { startBareNext } from './bare-next';
import { runIfMain } from './run-if-main';

/**
 * First-load JavaScript (issues 6 and 16): the scripts a browser downloads to show a content page
 * without interactive blocks, against a bare Next.js page (one layout, one static page) built with
 * the same Next and React. Sizes are gzip (what crosses the wire). The budget is for the scripts
 * the page asks for by itself, before the visitor does anything (until the network is idle).
 * The motion runtime (GSAP, ScrollTrigger, Lenis) is asked for on the visitor's first move after
 * `load`, and is printed apart. With `--against URL` (an earlier build's server), it prints the
 * decision pages' growth instead: `npx tsx bench/first-load-js.ts --against http://localhost:3301`.
 */
const CONTENT_PAGES = ['/privacy-policy', '/en/privacy-policy', '/de/privacy-policy'];
const LIMIT = 1.2;
/** Issue 45: the product finder's first load, against the product list's, in kB (1024 bytes). */
const FINDER_PAGES = ['/prodotti', '/prodotti/guida-alla-scelta?processo=tig&materiale=alluminio'];
const FINDER_EXTRA_KB = 5;
/**
 * Issue 62: the pages where a buyer decides, each against an earlier build's (`--against URL`,
 * that build's server), may grow by at most this much, in kB.
 */
const DECISION_PAGES = [
  '/en',
  '/en/products',
  '/en/products/product-finder?processo=mig-mag&materiale=acciaio-al-carbonio&spessore=4',
  '/en/products/pioneer-403',
  '/en/products/compare?p=pioneer-403,micromag-205',
  '/en/request-a-quote',
  '/en/request-a-quote?p=pioneer-403',
  '/en/contacts',
  '/en/search?q=aluminium',
  '/en/no-such-page',
];
const DECISION_EXTRA_KB = 5;

interface Scripts {
  raw: number;
  gzip: number;
  files: number;
}

function total(bodies: Buffer[]): Scripts {
  return {
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzip: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0),
    files: bodies.length,
  };
}

async function scriptBytes(url: string): Promise<{ first: Scripts; later: Scripts }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    let moved = false;
    const first: Array<Promise<Buffer>> = [];
    const later: Array<Promise<Buffer>> = [];
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      const asked = moved ? later : first;
      asked.push(request.response().then((response) => response?.body() ?? Buffer.alloc(0)));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The motion runtime loads on the visitor's first move after load, at an idle moment.
    moved = true;
    await page.mouse.move(5, 5);
    await page.mouse.move(40, 40);
    await page.waitForTimeout(2500);
    return { first: total(await Promise.all(first)), later: total(await Promise.all(later)) };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function benchFirstLoadJs(): Promise<void> {
  console.log('first-load JavaScript (gzip, the scripts a page asks for before the visitor moves)');
  const bare = await startBareNext();
  let baseline;
  try {
    baseline = (await scriptBytes(`${bare.baseURL}/`)).first;
  } finally {
    bare.stop();
  }
  console.log(
    `  bare Next.js page: ${kb(baseline.gzip)} (${kb(baseline.raw)} raw, ${baseline.files} files)`,
  );
  const site = await startProductionServer({}, 'ignore');
  try {
    for (const pagePath of CONTENT_PAGES) {
      const { first: measured, later } = await scriptBytes(site.baseURL + pagePath);
      const ratio = measured.gzip / baseline.gzip;
      console.log(
        `  ${pagePath}: ${kb(measured.gzip)} (${kb(measured.raw)} raw, ${measured.files} files) = ${(ratio * 100).toFixed(0)}% of bare (target ≤ ${LIMIT * 100}%)${ratio <= LIMIT ? '' : '  OVER'}; on the first move (motion): ${kb(later.gzip)} in ${later.files} files`,
      );
    }
    const sizes: number[] = [];
    for (const pagePath of FINDER_PAGES) {
      sizes.push((await scriptBytes(site.baseURL + pagePath)).first.gzip);
    }
    const extra = ((sizes[1] ?? 0) - (sizes[0] ?? 0)) / 1024;
    console.log(
      `  product finder ${FINDER_PAGES[1]}: ${kb(sizes[1] ?? 0)} against the product list's ${kb(sizes[0] ?? 0)}: ${extra >= 0 ? '+' : ''}${extra.toFixed(1)} kB (budget +${FINDER_EXTRA_KB} kB)${extra <= FINDER_EXTRA_KB ? '' : '  OVER'}`,
    );
  } finally {
    site.stop();
  }
}

/** The decision pages of this build against those of the build served at `against`. */
async function benchAgainst(against: string): Promise<void> {
  console.log(`first-load JavaScript (gzip) of the decision pages, this build against ${against}`);
  const site = await startProductionServer({}, 'ignore');
  try {
    for (const pagePath of DECISION_PAGES) {
      const before = (await scriptBytes(against + pagePath)).first.gzip;
      const now = (await scriptBytes(site.baseURL + pagePath)).first.gzip;
      const extra = (now - before) / 1024;
      console.log(
        `  ${pagePath}: ${kb(now)} against ${kb(before)}: ${extra >= 0 ? '+' : ''}${extra.toFixed(1)} kB (budget +${DECISION_EXTRA_KB} kB)${extra <= DECISION_EXTRA_KB ? '' : '  OVER'}`,
      );
    }
  } finally {
    site.stop();
  }
}

const againstAt = process.argv.indexOf('--against');
runIfMain(import.meta.url, () =>
  againstAt > 0 ? benchAgainst(process.argv[againstAt + 1] ?? '') : benchFirstLoadJs(),
);
