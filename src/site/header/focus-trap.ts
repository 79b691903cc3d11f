const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'details > summary:first-of-type',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements of `container` that Tab can reach: enabled, and rendered (not in a hidden part). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Where Tab (or Shift+Tab with `backwards`) must send focus so that it cycles through `items`:
 * from the last to the first, from the first back to the last, and in from outside; null when the
 * browser's own move stays inside.
 */
export function wrapTarget<T>(items: readonly T[], active: T | null, backwards: boolean): T | null {
  const first = items[0];
  const last = items.at(-1);
  if (first === undefined || last === undefined) return null;
  const index = active === null ? -1 : items.indexOf(active);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return null;
}

/** Keeps a Tab key press inside `container`. */
export function trapTab(event: KeyboardEvent, container: HTMLElement) {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const target = wrapTarget(focusableIn(container), active, event.shiftKey);
  if (target === null) return;
  event.preventDefault();
  target.focus();
}
