import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';

/**
 * One Chromium for a test file and the production server's address, set before its tests run and
 * closed after them: read `suite.browser` and `suite.baseURL` inside a test.
 */
export function browserSuite(): { browser: Browser; baseURL: string } {
  const suite = {} as { browser: Browser; baseURL: string };
  beforeAll(async () => {
    suite.baseURL = inject('baseURL');
    suite.browser = await launchBrowser();
  });
  afterAll(() => suite.browser?.close());
  return suite;
}
