// `npm run screenshots` (after `npm run build`): full-page screenshots of the key pages at a phone
// and a desktop width into docs/screenshots/, from the production build and the embedded content.
import { mkdir } from 'node:fs/promises';
import { launchBrowser } from '../tests/helpers/browser';
import { startProductionServer } from '../tests/helpers/production-server';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product-list', path: '/prodotti' },
  { name: 'product-detail', path: '/prodotti/pioneer-pulse-403' },
  { name: 'product-detail-de', path: '/de/produkte/pioneer-pulse-403' },
];
const WIDTHS = [390, 1440];
const OUT = 'docs/screenshots';

async function main() {
  await mkdir(OUT, { recursive: true });
  const server = await startProductionServer({}, 'ignore');
  const browser = await launchBrowser();
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 800 ? 844 : 900 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      // The font is display: optional; a first visit caches it, as for a returning visitor.
      await page.goto(server.baseURL + '/', { waitUntil: 'networkidle' });
      for (const { name, path } of PAGES) {
        await page.goto(server.baseURL + path, { waitUntil: 'networkidle' });
        // Lazy images below the fold: scroll through once so the full page shows them.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        // networkidle was reached during goto, so waiting for it again returns at once: wait for the
        // images themselves (those inside the page's width; a carousel's off-screen slides stay lazy).
        await page.waitForFunction(
          () =>
            [...document.images]
              .filter((image) => image.getBoundingClientRect().left < window.innerWidth)
              .every((image) => image.complete && image.naturalWidth > 0),
          undefined,
          { timeout: 60_000 },
        );
        // decoding="async" images below the viewport are decoded when first painted, and the one
        // frame of a full-page capture does not wait for that: paint them synchronously instead.
        await page.evaluate(() => {
          for (const image of document.images) image.decoding = 'sync';
        });
        const file = `${OUT}/${name}-${width}.jpg`;
        await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 80 });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
