import type { Locator, Page } from 'playwright-core';

/** Resolves once React has hydrated the page: the mobile menu's toggle turns from a link into a button. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('button#site-menu-toggle').waitFor({ state: 'attached' });
}

/** Waits until React has hydrated the element: until then React may stop and drop a click on it. */
export async function hydrated(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(el).some((key) => key.startsWith('__reactProps'))
            ? resolve()
            : setTimeout(check, 50);
        check();
      }),
  );
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
