import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';

/**
 * The browser the tests run (tests/helpers/browser.ts) starts nothing of its own beside the pages:
 * each renderer of its own UI costs CPU on every context, which the tier pays hundreds of times.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the test browser', () => {
  it("loads none of the address bar's popups, however many contexts it opens", async () => {
    for (let i = 0; i < 2; i += 1) {
      const page = await (await browser.newContext()).newPage();
      await page.goto('data:text/html,<title>a page</title>');
    }
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as {
      targetInfos: { type: string; url: string }[];
    };
    await cdp.detach();
    expect(targetInfos.filter((target) => target.type === 'page')).toHaveLength(2);
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://'))).toEqual([]);
  });
});
