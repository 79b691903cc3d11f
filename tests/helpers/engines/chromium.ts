import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../browser';
import type { EnginePage, EngineSession, LaunchOptions } from './page';

/** Chromium over Playwright (CDP), as the rest of the browser tests drive it. */
export async function launchChromium({
  proxyPort,
  reducedMotion,
}: LaunchOptions): Promise<EngineSession> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // given as a flag, not Playwright's `proxy`, which would also send loopback through it
    args: [...CHROMIUM_FLAGS, `--proxy-server=http://127.0.0.1:${proxyPort}`],
  });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = chromiumPage(context, await context.newPage());
  page.withoutJavaScript = async (run) => {
    const scriptless = await browser.newContext({ javaScriptEnabled: false });
    try {
      await scriptless.addCookies(await context.cookies());
      await run(chromiumPage(scriptless, await scriptless.newPage()));
    } finally {
      await scriptless.close();
    }
  };
  return {
    page,
    lost: async (error) =>
      !browser.isConnected() || (error instanceof Error && /Target crashed/.test(error.message))
        ? ''
        : undefined,
    close: () => browser.close(),
  };
}

/** The page API over one Playwright page. */
function chromiumPage(context: BrowserContext, tab: Page): EnginePage {
  let errors: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${tab.url()}: console: ${message.text()}`);
  });
  tab.on('pageerror', (error) => errors.push(`${tab.url()}: uncaught: ${error.message}`));
  return {
    engine: 'chromium',
    goto: async (url) => void (await tab.goto(url, { waitUntil: 'load' })),
    url: async () => tab.url(),
    // short: a caller that loses its element to a re-render marks the new one and clicks again
    click: (selector) => tab.locator(selector).first().click({ timeout: 5000 }),
    type: (selector, text) => tab.locator(selector).first().pressSequentially(text),
    press: (key) => tab.keyboard.press(key),
    evaluate: (fn, arg) => tab.evaluate(fn, arg as never),
    back: async () => void (await tab.goBack({ waitUntil: 'commit' })),
    setViewport: (width, height) => tab.setViewportSize({ width, height }),
    resetCookies: async (url, cookies) => {
      await context.clearCookies();
      await context.addCookies(
        Object.entries(cookies).map(([name, value]) => ({ name, value, url })),
      );
    },
    takeErrors: async () => {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}
