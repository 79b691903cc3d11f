import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';

export interface SharedPage {
  /** The page, made like new, at this viewport (1280 x 900 unless told); load it with `goto`. */
  open(viewport?: { width: number; height?: number }): Promise<Page>;
  /** Closes its context: in the file's `afterAll`. */
  close(): Promise<void>;
}

/**
 * One page for many tests of a file, made like new before each. A new page starts a renderer
 * process, and on these machines (a paravirtualised VM, where every page fault is dear) that costs
 * about a second of CPU, more than the page's own load: a file that opened a page per test spent
 * most of its time starting processes. Made like new: its listeners and routes removed, its
 * cookies back to what its context started with (the visitor's consent), the site's storage
 * emptied, the viewport set and motion reduced; the test's `goto` replaces the last document (a
 * blank page between would cost a process again). Not for a test that adds an init script (it
 * cannot be removed) or needs JavaScript off (a context option).
 */
export function sharedPage(browser: () => Browser): SharedPage {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let startingCookies: Cookie[] = [];
  return {
    async open({ width, height } = { width: 1280 }) {
      const viewport = { width, height: height ?? (width < 800 ? 844 : 900) };
      if (!context || !page || page.isClosed()) {
        context = await browser().newContext({ viewport, reducedMotion: 'reduce' });
        startingCookies = await context.cookies();
        page = await context.newPage();
        return page;
      }
      page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      if (page.url().startsWith('http')) {
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
      await context.clearCookies();
      await context.addCookies(startingCookies);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      return page;
    },
    async close() {
      await context?.close();
    },
  };
}
