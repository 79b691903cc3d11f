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
  const found = await page.evaluate(
    ({ selector, text }) => {
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
    },
    { selector, text },
  );
  if (!found)
    throw new Error(`no visible ${selector}${text ? ` reading "${text}"` : ''} in ${page.engine}`);
  await page.click('[data-engine-target]');
}

/** The page's vertical scroll position, rounded. */
export const scrollY = (page: EnginePage) => page.evaluate(() => Math.round(window.scrollY));
