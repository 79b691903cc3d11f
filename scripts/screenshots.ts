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
  { name: 'contact', path: '/en/contacts' },
  { name: 'not-found', path: '/en/no-such-welder' },
  {
    name: 'comparison',
    path: '/en/products/compare?p=pioneer-403,pioneer-pulse-403,multipower-404',
  },
  { name: 'quote', path: '/en/request-a-quote' },
  { name: 'quote-products', path: '/en/request-a-quote?p=pioneer-403,cruiser-222-ac-dc' },
  {
    name: 'quote-thanks',
    path: '/en/request-a-quote?sent=quote&ref=3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b&country=AT&p=pioneer-403,cruiser-222-ac-dc',
  },
  {
    name: 'finder-answers',
    path: '/en/products/product-finder?processo=mig-mag&materiale=acciaio-al-carbonio&spessore=4',
  },
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
        // images themselves (those inside the page's width; a carousel's off-screen slides stay lazy,
        // and a closed menu's or disclosure's until it opens).
        await page.waitForFunction(
          () =>
            [...document.images]
              .filter(
                (image) =>
                  image.getClientRects().length > 0 &&
                  !image.closest('details:not([open])') &&
                  image.getBoundingClientRect().left < window.innerWidth,
              )
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
