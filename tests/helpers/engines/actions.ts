import type { EnginePage } from './page';
import { waitForHydration } from './wait';

/** Loads `path` of the site as a new document, hydrated. */
export async function visit(page: EnginePage, baseURL: string, path: string): Promise<void> {
  await page.goto(baseURL + path);
  await waitForHydration(page).catch(async (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${path}: ${reason}; the page reported ${JSON.stringify(await page.takeErrors())}`,
    );
  });
}

/**
 * Clicks the first visible element matching `selector` (whose text is `text`, if given): the page
 * marks it and the driver clicks the mark, so that the click is the driver's own, a real one.
 */
export async function clickVisible(
  page: EnginePage,
  selector: string,
  text?: string,
): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await page.evaluate(mark, { selector, text });
    if (found) {
      // a re-render between the mark and the click replaces the element: mark the new one
      const clicked = await page.click('[data-engine-target]').then(
        () => true,
        (error: unknown) => (Date.now() > deadline ? Promise.reject(error) : false),
      );
      if (clicked) return;
    } else if (Date.now() > deadline) {
      throw new Error(
        `no visible ${selector}${text ? ` reading "${text}"` : ''} in ${page.engine}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Marks the first visible element matching `selector` (reading `text`, if given), in the page. */
function mark({ selector, text }: { selector: string; text: string | undefined }): boolean {
  document.querySelectorAll('[data-engine-target]').forEach((element) => {
    element.removeAttribute('data-engine-target');
  });
  const match = [...document.querySelectorAll(selector)].find((element) => {
    const box = element.getBoundingClientRect();
    const named = text === undefined || element.textContent?.trim() === text;
    return named && box.width > 0 && box.height > 0;
  });
  match?.setAttribute('data-engine-target', '');
  return match !== undefined;
}

/** The page's vertical scroll position, rounded. */
export const scrollY = (page: EnginePage) => page.evaluate(() => Math.round(window.scrollY));
