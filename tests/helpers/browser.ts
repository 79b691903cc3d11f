import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CONSENT_VERSION } from '@/features/consent/categories';
import { CONSENT_COOKIE, serializeChoice } from '@/features/consent/consent-record';

/** The flags Debian's Chromium needs on these machines (../shared/tools/browser-flags.txt). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * A visitor who has already chosen, and rejected everything optional: the cookie banner does not
 * cover what a test looks at, and nothing third-party loads. The consent tests start undecided.
 */
export async function rejectedEverything(context: BrowserContext): Promise<void> {
  const value = serializeChoice({
    version: CONSENT_VERSION,
    decidedAt: Date.now(),
    granted: { analytics: false, media: false },
  });
  await context.addCookies(
    ['localhost', '127.0.0.1'].map((domain) => ({
      name: CONSENT_COOKIE,
      value: encodeURIComponent(value),
      domain,
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );
}

/**
 * Chromium for the browser tests. Its contexts (and pages) start as a visitor who rejected every
 * optional cookie, unless `undecided`: a first visit, with the cookie banner.
 */
export async function launchBrowser({ undecided = false } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  if (undecided) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await rejectedEverything(context);
    return context;
  };
  return browser;
}

/**
 * A page of its own context at `url` (absolute), loaded: a phone or desktop viewport, with or
 * without JavaScript, motion reduced. Close the context when done.
 */
export async function openPage(
  browser: Browser,
  url: string,
  options: { width?: number; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  return { context, page };
}
