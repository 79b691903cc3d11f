import { REST_ATTRIBUTE } from '../loader/first-screen';

/**
 * Marks a block of the page as drawn for good: `content-visibility: visible` instead of the
 * stylesheet's `auto` (src/app/globals.css, "The rest of the page"). On `<html>` it covers every
 * block, those of later client navigations too.
 */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/**
 * The blocks the stylesheet draws only near the window until they are marked: from the first one
 * after the first screen (the server's `data-rest`), and the footer.
 */
const REST = `[${REST_ATTRIBUTE}]`;
const BLOCKS = [
  `#main > ${REST}`,
  `#main > ${REST} ~ *`,
  `#main > :only-child > ${REST}`,
  `#main > :only-child > ${REST} ~ *`,
  'body > footer',
].join(', ');

/**
 * Draws every block at once: before a scroll to an element, whose place must not move as skipped
 * blocks on the way are drawn (src/features/scroll/scroll-to.ts).
 */
export function drawAllNow(doc: Document = document): void {
  doc.documentElement.setAttribute(DRAWN_ATTRIBUTE, '');
}

/** Calls back when the browser is idle, or soon where it cannot tell (WebKit). */
function whenIdle(win: Window, callback: () => void): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(callback, { timeout: 2000 });
    return () => win.cancelIdleCallback(handle);
  }
  const handle = win.setTimeout(callback, 50);
  return () => win.clearTimeout(handle);
}

/**
 * After the load, draws the blocks the browser skipped because they were far from the window, one
 * block per idle moment from the top down, then marks `<html>`. The load itself styles and lays out
 * only what is on screen, so a slow phone's longest task gets shorter (issue 43); once every block
 * is drawn, the page behaves as if nothing had been skipped: a jump to an anchor, a smooth scroll
 * and a restored position land where they should, and a contrast checker sees the real colours.
 * Each block's layout is forced in its own idle moment (reading its height), so no task holds more
 * than one block. Returns a function that stops it.
 */
export function drawRestWhenIdle(win: Window = window): () => void {
  const doc = win.document;
  let stop = () => {};
  const start = () => {
    const pending = [...doc.querySelectorAll<HTMLElement>(BLOCKS)];
    const next = () => {
      const block = pending.shift();
      if (!block) return drawAllNow(doc);
      block.setAttribute(DRAWN_ATTRIBUTE, '');
      void block.offsetHeight;
      stop = whenIdle(win, next);
    };
    stop = whenIdle(win, next);
  };
  // Back and forward restore a position measured on the drawn page; and what the visitor focuses,
  // keys or points at is measured on it too. (Firefox answers for a skipped block with a stale
  // layout until the frame after it is drawn: a carousel then measures narrow slides and nothing to
  // scroll. A visitor's key comes frames after the focus; tests/e2e/engines.e2e.test.ts waits so.)
  const drawNow = () => drawAllNow(doc);
  const INPUTS = ['popstate', 'focusin', 'keydown', 'pointerdown'] as const;
  for (const type of INPUTS) win.addEventListener(type, drawNow, { once: true, capture: true });
  if (doc.readyState === 'complete') start();
  else {
    win.addEventListener('load', start, { once: true });
    stop = () => win.removeEventListener('load', start);
  }
  return () => {
    for (const type of INPUTS) win.removeEventListener(type, drawNow, { capture: true });
    stop();
  };
}
