import type { EnginePage } from './page';
import { framesDrawn, waitUntil } from './wait';

/** The landmarks whose places are compared between engines. */
export const LANDMARKS = ['header', 'h1', 'main', 'footer'] as const;
export type Boxes = Record<
  (typeof LANDMARKS)[number],
  { x: number; y: number; width: number } | null
>;

/** Sets the viewport and waits for the page to be laid out at it, fonts loaded. */
export async function atWidth(page: EnginePage, width: number, height = 900): Promise<void> {
  await page.setViewport(width, height);
  await waitUntil(page, `a ${width} px viewport`, (w) => window.innerWidth === w, width);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await framesDrawn(page);
}

/** How far the page reaches past the viewport's right edge, in CSS pixels. */
export function overflow(page: EnginePage): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Where each landmark's first element starts on the page (not the viewport), and how wide it is,
 * rounded. The footer's top is counted from the end of `main`: the engines wrap long pages' text
 * a little differently (Firefox lays the demo pages out 20-30 px shorter at 390 px), and what is
 * compared is where the footer sits, not the sum of every paragraph's height above it.
 */
export function landmarkBoxes(page: EnginePage): Promise<Boxes> {
  return page.evaluate(
    (selectors) => {
      const mainBottom = document.querySelector('main')?.getBoundingClientRect().bottom ?? 0;
      return Object.fromEntries(
        selectors.map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          const top =
            selector === 'footer' ? (box?.top ?? 0) - mainBottom : (box?.top ?? 0) + window.scrollY;
          const place = box && {
            x: Math.round(box.left + window.scrollX),
            y: Math.round(top),
            width: Math.round(box.width),
          };
          return [selector, place ?? null];
        }),
      ) as Boxes;
    },
    [...LANDMARKS],
  );
}

/** The landmarks more than `tolerance` px from where the reference has them. */
export function misplaced(boxes: Boxes, reference: Boxes, tolerance = 8): string[] {
  return LANDMARKS.filter((name) => {
    const [a, b] = [boxes[name], reference[name]];
    if (!a || !b) return a !== b;
    return [a.x - b.x, a.y - b.y, a.width - b.width].some((d) => Math.abs(d) > tolerance);
  }).map(
    (name) =>
      `${name} at ${JSON.stringify(boxes[name])}, Chromium ${JSON.stringify(reference[name])}`,
  );
}
