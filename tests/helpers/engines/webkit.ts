import {
  Builder,
  By,
  error as driverErrors,
  Key as Keys,
  type WebDriver,
} from 'selenium-webdriver';
import { splitKey } from './keys';
import type { EnginePage, EngineSession, Key, LaunchOptions } from './page';
import { MINIBROWSER, startWebKitDriver } from './webkit-driver';

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: Keys.TAB,
  Enter: Keys.ENTER,
  Space: Keys.SPACE,
  Escape: Keys.ESCAPE,
  ArrowDown: Keys.ARROW_DOWN,
  ArrowUp: Keys.ARROW_UP,
  ArrowLeft: Keys.ARROW_LEFT,
  ArrowRight: Keys.ARROW_RIGHT,
  End: Keys.END,
  Home: Keys.HOME,
};

/**
 * A function as a WebDriver script: tsx and vitest keep function names with an `__name` helper
 * that exists only in Node, so the page gets a stand-in (Playwright and Puppeteer do the same).
 */
function script(fn: (...args: never[]) => unknown): string {
  return `var __name = (target) => target; return (${fn.toString()}).apply(null, arguments);`;
}

type Captured = Window & { __engineErrors?: string[] };

/**
 * Records console errors and uncaught exceptions in the page. WebDriver classic has neither a
 * console event nor a script that runs before the page's own, so this starts once the document
 * has loaded: an error thrown while it loads is missed in WebKit (Chromium and Firefox see it).
 */
function capture(): string[] | null {
  const page = window as Captured;
  if (page.__engineErrors) return page.__engineErrors.splice(0);
  const list: string[] = [];
  page.__engineErrors = list;
  const describe = (value: unknown) => (value instanceof Error ? value.message : String(value));
  window.addEventListener('error', (event) =>
    list.push(`uncaught: ${describe(event.error ?? event.message)}`),
  );
  window.addEventListener('unhandledrejection', (event) =>
    list.push(`uncaught (in promise): ${describe(event.reason)}`),
  );
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    list.push(`console: ${args.map(describe).join(' ')}`);
    original(...args);
  };
  return null;
}

/** WebKitGTK's MiniBrowser over WebDriver classic (WebKitWebDriver), from selenium-webdriver. */
export async function launchWebKit({
  proxyPort,
  reducedMotion,
}: LaunchOptions): Promise<EngineSession> {
  const server = await startWebKitDriver(reducedMotion);
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(server.url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: [
            '--automation',
            `--proxy=http://127.0.0.1:${proxyPort}`,
            '--ignore-host=localhost',
            '--ignore-host=127.0.0.1',
          ],
        },
      })
      .build();
  } catch (error) {
    server.stop();
    throw error;
  }
  /** How much taller MiniBrowser's window is than its viewport, once it has taken a size. */
  const toolbar = async () => {
    await driver.manage().window().setRect({ width: 1280, height: 900 });
    for (let tries = 0; tries < 50; tries++) {
      const [outer, inner] = await driver.executeScript<[number, number]>(
        'return [window.outerHeight, window.innerHeight]',
      );
      if (outer === 900) return outer - inner;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('MiniBrowser did not take the size it was given');
  };
  let frame: number | undefined;
  let errors: string[] = [];
  const collect = async () => {
    const found = await driver.executeScript<string[] | null>(script(capture));
    const url = await driver.getCurrentUrl();
    errors.push(...(found ?? []).map((line) => `${url}: ${line}`));
  };
  const keys = async (key: Key) => {
    const { shift, key: pressed } = splitKey(key);
    const actions = driver.actions();
    if (shift) actions.keyDown(Keys.SHIFT);
    actions.sendKeys(KEYS[pressed]);
    if (shift) actions.keyUp(Keys.SHIFT);
    await actions.perform();
  };
  const page: EnginePage = {
    engine: 'webkit',
    goto: async (url) => {
      await collect();
      await driver.get(url);
      await collect();
    },
    url: () => driver.getCurrentUrl(),
    click: async (selector) => {
      await collect();
      await driver.findElement(By.css(selector)).click();
    },
    type: (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    press: keys,
    evaluate: (fn, arg) => driver.executeScript(script(fn), arg),
    back: async () => {
      await collect();
      await driver.navigate().back();
    },
    setViewport: async (width, height) => {
      // the window's toolbar is outside the viewport: the window is that much taller
      frame ??= await toolbar();
      await driver
        .manage()
        .window()
        .setRect({ width, height: height + frame });
    },
    resetCookies: async (origin, cookies) => {
      // WebDriver sets cookies only on the page's own origin
      if (new URL(await driver.getCurrentUrl()).origin !== origin) await page.goto(origin);
      await driver.manage().deleteAllCookies();
      for (const [name, value] of Object.entries(cookies)) {
        await driver.manage().addCookie({ name, value, path: '/' });
      }
    },
    takeErrors: async () => {
      await collect();
      const taken = errors;
      errors = [];
      return taken;
    },
  };
  await page.setViewport(1280, 900);
  return {
    page,
    // the command under way when MiniBrowser goes fails with an empty WebDriverError, and only
    // the next one names the lost session: one more command tells which it is
    lost: async (error) => {
      const gone = (thrown: unknown) => thrown instanceof driverErrors.NoSuchSessionError;
      if (gone(error) || (await driver.getCurrentUrl().then(() => false, gone))) {
        return server.output();
      }
      return undefined;
    },
    close: async () => {
      await driver.quit().catch(() => {});
      server.stop();
    },
  };
}
