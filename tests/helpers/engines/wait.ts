import type { EnginePage } from './page';

/**
 * Waits until `condition` holds in the page, polling; fails naming `what` and the engine. The
 * drivers have no common wait, and polling the page is what each of them does inside.
 */
export async function waitUntil<A>(
  page: EnginePage,
  what: string,
  condition: (arg: A) => boolean,
  arg?: A,
  ms = 15_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      if (await page.evaluate(condition, arg)) return;
    } catch (error) {
      lastError = error; // the page was between documents
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const reason = lastError instanceof Error ? ` (last: ${lastError.message})` : '';
  throw new Error(`${what}: not within ${ms} ms in ${page.engine}${reason}`);
}

/**
 * React has hydrated the page: the mobile menu's toggle turns from a link into a button. A first
 * load of a cold server on a loaded machine has taken over 15 s in Chromium.
 */
export function waitForHydration(page: EnginePage): Promise<void> {
  return waitUntil(
    page,
    'hydrated (button#site-menu-toggle)',
    () => document.querySelector('button#site-menu-toggle') !== null,
    undefined,
    30_000,
  );
}

/** Waits until the page has drawn two more frames: what it laid out is then what it shows. */
export function framesDrawn(page: EnginePage): Promise<unknown> {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
