import puppeteer from 'puppeteer-core';
import { splitKey } from './keys';
import type { EnginePage, EngineSession, LaunchOptions } from './page';

/** Debian's Firefox ESR over WebDriver BiDi (puppeteer-core), with no geckodriver. */
export async function launchFirefox({
  proxyPort,
  reducedMotion,
}: LaunchOptions): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: {
      'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxyPort,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': proxyPort,
      // the site itself is on loopback, which Firefox would otherwise send through the proxy too
      'network.proxy.allow_hijacking_localhost': false,
    },
  });
  const tab = await browser.newPage();
  await tab.setViewport({ width: 1280, height: 900 });
  let errors: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${tab.url()}: console: ${message.text()}`);
  });
  tab.on('pageerror', (error: unknown) =>
    errors.push(
      `${tab.url()}: uncaught: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
  const page: EnginePage = {
    engine: 'firefox',
    goto: async (url) => void (await tab.goto(url, { waitUntil: 'load' })),
    url: async () => tab.url(),
    click: (selector) => tab.click(selector),
    type: (selector, text) => tab.type(selector, text),
    press: async (key) => {
      const { shift, key: pressed } = splitKey(key);
      if (shift) await tab.keyboard.down('Shift');
      // Puppeteer's BiDi keyboard knows the space bar by its character only
      await tab.keyboard.press(pressed === 'Space' ? ' ' : pressed);
      if (shift) await tab.keyboard.up('Shift');
    },
    evaluate: (fn, arg) => tab.evaluate(fn, arg as never) as never,
    // the history step only: a same-document Back has no navigation for goBack to wait for
    back: () => tab.evaluate(() => history.back()),
    setViewport: (width, height) => tab.setViewport({ width, height }),
    resetCookies: async (origin, cookies) => {
      await browser.deleteCookie(...(await browser.cookies()));
      const domain = new URL(origin).hostname;
      await browser.setCookie(
        ...Object.entries(cookies).map(([name, value]) => ({ name, value, domain, path: '/' })),
      );
    },
    takeErrors: async () => {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
  return {
    page,
    lost: async () => (browser.connected && !tab.isClosed() ? undefined : ''),
    close: () => browser.close(),
  };
}
