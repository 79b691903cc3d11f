import type { Locator, Page } from 'playwright-core';

/** Resolves once React has hydrated the page: the mobile menu's toggle turns from a link into a button. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('button#site-menu-toggle').waitFor({ state: 'attached' });
}

/**
 * Waits until React has hydrated the element and committed that hydration: until then React may
 * stop and drop a click on it. React attaches its props to a node while it renders, which on a
 * loaded machine can be long before the commit (hydration yields to the browser every few
 * milliseconds), so the props alone are not enough: the node's fiber must be mounted, as React's
 * own event system decides it (`getNearestMountedFiber`): its path to the root carries no
 * Placement or Hydrating flag, both cleared by the commit. Checked afresh each time, so a node
 * React replaced is followed.
 */
export async function hydrated(locator: Locator, timeout = 20_000): Promise<void> {
  await locator.waitFor({ timeout });
  const deadline = Date.now() + timeout;
  for (;;) {
    const mounted = await locator.evaluate((el) => {
      type Fiber = { flags: number; tag: number; return: Fiber | null; alternate: Fiber | null };
      const key = Object.keys(el).find((name) => name.startsWith('__reactFiber'));
      if (!key) return false;
      const fiber = (el as unknown as Record<string, Fiber>)[key]!;
      const PLACEMENT_OR_HYDRATING = 2 | 4096;
      const HOST_ROOT = 3;
      let node = fiber;
      let nearestMounted: Fiber | null = fiber;
      for (let next: Fiber | null = fiber; next && !next.alternate; next = node.return) {
        node = next;
        if (node.flags & PLACEMENT_OR_HYDRATING) nearestMounted = node.return;
      }
      while (node.return) node = node.return;
      return node.tag === HOST_ROOT && nearestMounted === fiber;
    });
    if (mounted) return;
    if (Date.now() > deadline) {
      throw new Error(`React did not hydrate ${String(locator)} within ${timeout} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
