import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';

export interface PageOptions {
  width?: number;
  /** 844 on a phone (under 800 px wide), 900 otherwise, unless told. */
  height?: number;
  /** false: a visitor without JavaScript (a page of its own, as it is a context's option). */
  javaScriptEnabled?: boolean;
}

export interface SharedPage {
  /** The page, made like new, at this viewport (1280 px wide unless told); load it with `goto`. */
  open(options?: PageOptions): Promise<Page>;
  /** Closes its contexts: in the file's `afterAll`. */
  close(): Promise<void>;
}

interface Kept {
  context: BrowserContext;
  page: Page;
  startingCookies: Cookie[];
}

/**
 * One page for many tests of a file, made like new before each. A new page starts a renderer
 * process, and on these machines (a paravirtualised VM, where every page fault is dear) that costs
 * about a second of CPU, more than the page's own load: a file that opened a page per test spent
 * most of its time starting processes. Made like new: its listeners and routes removed, its
 * cookies back to what its context started with (the visitor's consent), the site's storage
 * (local, session, IndexedDB, caches) emptied, the viewport set and motion reduced; the test's
 * `goto` replaces the last document (a blank page between would cost a process again). Not for a
 * test that adds an init script (it cannot be removed) or that needs a page of its own beside
 * another.
 */
export function sharedPage(browser: () => Browser): SharedPage {
  const kept = new Map<boolean, Kept>();
  return {
    async open({ width = 1280, height, javaScriptEnabled = true } = {}) {
      const viewport = { width, height: height ?? (width < 800 ? 844 : 900) };
      const old = kept.get(javaScriptEnabled);
      if (!old || old.page.isClosed()) {
        const context = await browser().newContext({
          viewport,
          javaScriptEnabled,
          reducedMotion: 'reduce',
        });
        const startingCookies = await context.cookies();
        const page = await context.newPage();
        kept.set(javaScriptEnabled, { context, page, startingCookies });
        return page;
      }
      const { context, page, startingCookies } = old;
      page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      if (javaScriptEnabled && page.url().startsWith('http')) {
        // what the site keeps in the browser beyond cookies (a signed-in partner's IndexedDB)
        if (context.browser()?.browserType().name() === 'chromium') {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Storage.clearDataForOrigin', {
            origin: new URL(page.url()).origin,
            storageTypes: 'indexeddb,local_storage,cache_storage,service_workers',
          });
          await cdp.detach();
        }
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
          // a `goto` to the URL already shown is a reload, which would restore this position
          window.scrollTo(0, 0);
        });
      }
      await context.clearCookies();
      await context.addCookies(startingCookies);
      await context.setExtraHTTPHeaders({});
      await context.setOffline(false);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      return page;
    },
    async close() {
      await Promise.all([...kept.values()].map(({ context }) => context.close()));
    },
  };
}
