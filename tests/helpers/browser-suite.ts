import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { sharedPage, type PageOptions } from './shared-page';

export interface BrowserSuite {
  browser: Browser;
  baseURL: string;
  /**
   * The file's shared page (tests/helpers/shared-page.ts) at `path` of the site, loaded; 900 px
   * high unless told, as `openPage` opens one.
   */
  open(path: string, options?: PageOptions): Promise<Page>;
}

/**
 * One Chromium for a test file and the production server's address, set before its tests run and
 * closed after them: read `suite.browser` and `suite.baseURL` inside a test, or `suite.open` a path.
 */
export function browserSuite(): BrowserSuite {
  const shared = sharedPage(() => suite.browser);
  const suite: BrowserSuite = {
    browser: undefined as unknown as Browser,
    baseURL: '',
    async open(path, options) {
      const page = await shared.open({ height: 900, ...options });
      await page.goto(suite.baseURL + path, { waitUntil: 'load' });
      return page;
    },
  };
  beforeAll(async () => {
    suite.baseURL = inject('baseURL');
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await shared.close();
    await suite.browser?.close();
  });
  return suite;
}
