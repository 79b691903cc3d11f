import { HASH_RETRY_MS, afterLookup, hashTarget } from './hash';
import { prefersSmoothScroll, scrollToElement, scrollToTop } from './scroll-to';

let retryTimer: number | undefined;
let requestedHash: string | undefined;

/**
 * Goes to what `hash` points at (spec section 2): scrolls to the element (smoothly unless the
 * visitor asked for reduced motion; the sticky header is kept clear by the page's scroll padding)
 * and moves the focus to it, so the next Tab continues from there. A target not there yet is
 * looked up once more after `HASH_RETRY_MS`; then the page goes to its top. `fromTop` first jumps
 * to the top, as a newly shown page does. A later call cancels a lookup still waiting.
 */
export function scrollToHash(hash: string, { fromTop = false }: { fromTop?: boolean } = {}): void {
  cancelHashScroll();
  const smooth = prefersSmoothScroll();
  const target = hashTarget(hash);
  if (fromTop) scrollToTop();
  if (target === 'top') {
    if (!fromTop) scrollToTop({ smooth });
    return;
  }
  const attempt = (count: number) => {
    const element = findTarget(target.id);
    const next = afterLookup(element !== null, count);
    if (next === 'scroll' && element) {
      scrollToElement(element, { smooth });
      focusTarget(element);
    } else if (next === 'retry') {
      retryTimer = window.setTimeout(() => attempt(count + 1), HASH_RETRY_MS);
    } else {
      scrollToTop();
    }
  };
  attempt(0);
}

/** Forgets a hash lookup still waiting for its retry. */
export function cancelHashScroll(): void {
  window.clearTimeout(retryTimer);
  retryTimer = undefined;
}

/**
 * Called by the page links just before the client router shows another page whose URL has a hash
 * (with the router's own scrolling turned off): `ScrollManager` goes to it once the page is shown.
 * `undefined` forgets an earlier request.
 */
export function requestHashScroll(hash: string | undefined): void {
  requestedHash = hash;
}

/** The hash requested for the page being shown, once. */
export function takeRequestedHash(): string | undefined {
  const hash = requestedHash;
  requestedHash = undefined;
  return hash;
}

/** The element an id names, as the browser finds it: by id, else the first `<a name>`. */
function findTarget(id: string): HTMLElement | SVGElement | null {
  const element: Element | null =
    document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
  if (element instanceof HTMLElement || element instanceof SVGElement) return element;
  if (id.toLowerCase() === 'top') return document.body;
  return null;
}

/**
 * Moves the focus to the target without scrolling again, making it focusable from code if it is
 * not (`tabindex="-1"`, so it does not join the Tab order). Focus already inside the target stays
 * where it is (a dialog opened by its hash has put it on its close button).
 */
function focusTarget(element: HTMLElement | SVGElement): void {
  const active = document.activeElement;
  if (active && active !== document.body && element.contains(active)) return;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
}
