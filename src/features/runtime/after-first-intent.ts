/** What tells that a visitor is there: a scroll, the wheel, a touch, the pointer, a key. */
export const INTENT = [
  'scroll',
  'wheel',
  'touchstart',
  'pointermove',
  'pointerdown',
  'keydown',
] as const;

/** How long an idle moment may be waited for before `run` goes anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no idle callbacks. */
const NO_IDLE_DELAY_MS = 200;

/**
 * Runs `run` once, at an idle moment after the page's `load` and the visitor's first sign of life.
 * Nothing a page-speed audit does is a sign of life, so work scheduled here never adds to the first
 * paint or to blocking time, and a visit that only reads the first screen never pays for it.
 * Returns a function that cancels whatever is still pending.
 */
export function afterFirstIntent(run: () => void): () => void {
  let idle: number | undefined;
  let usedIdleCallback = false;
  const onIntent = () => {
    for (const type of INTENT) window.removeEventListener(type, onIntent);
    usedIdleCallback = typeof window.requestIdleCallback === 'function';
    idle = usedIdleCallback
      ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(run, NO_IDLE_DELAY_MS);
  };
  const listen = () => {
    for (const type of INTENT) window.addEventListener(type, onIntent, { passive: true });
  };
  if (document.readyState === 'complete') listen();
  else window.addEventListener('load', listen, { once: true });
  return () => {
    window.removeEventListener('load', listen);
    for (const type of INTENT) window.removeEventListener(type, onIntent);
    if (idle === undefined) return;
    if (usedIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
