import type { Locator, Page } from 'playwright-core';

/** Resolves once React has hydrated the page: the mobile menu's toggle turns from a link into a button. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('button#site-menu-toggle').waitFor({ state: 'attached' });
}

/**
 * Waits for the element, then until React has hydrated the page, before a click only React's
 * handler answers: until then React may drop it. A page is one root with no Suspense boundary
 * around its content, committed at once, so the header's hydration (`waitForHydration`) is every
 * control's.
 */
export async function hydrated(locator: Locator, timeout = 20_000): Promise<void> {
  await locator.waitFor({ timeout });
  await waitForHydration(locator.page());
}

type Marked = Window & { sameDocument?: boolean };

/** Marks the current document, so that a client navigation (the mark kept) is told from a full load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Marked).sameDocument = true;
  });
}

/** Whether the page still shows the document `markDocument` marked. */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Marked).sameDocument === true);
}
