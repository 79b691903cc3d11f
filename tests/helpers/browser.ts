import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CONSENT_VERSION } from '@/features/consent/categories';
import { CONSENT_COOKIE, serializeChoice } from '@/features/consent/consent-record';

/**
 * The features Playwright turns off (playwright-core's chromiumSwitches.ts). Chromium reads only
 * the last `--disable-features`, and ours comes after Playwright's: it must name them again
 * (tests/unit/chromium-flags.test.ts checks that it does, against the installed Playwright).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 150 and later preload the address bar's suggestion popups (WebUI pages) in a renderer
 * of their own for every window, so for every context: no test opens them, and on two cores they
 * made a suite of new contexts and page loads a third slower.
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

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
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
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
