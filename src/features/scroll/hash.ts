import type { LinkClick } from '@/features/navigation/link-rules';

/**
 * How long a missing hash target is waited for, once, before the page falls back to its top:
 * content below a Suspense boundary or a client island may render a moment after the page.
 */
export const HASH_RETRY_MS = 300;

/**
 * What a URL's hash points at: an element id (percent-decoded, as the browser decodes it), or the
 * top of the page for an empty hash (`#`). `#top` is an id too, and the top only when no element
 * has it (HTML's "indicated part of the document").
 */
export function hashTarget(hash: string): { id: string } | 'top' {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return 'top';
  try {
    return { id: decodeURIComponent(raw) };
  } catch {
    // A malformed escape (`#50%`): the browser looks the raw text up.
    return { id: raw };
  }
}

/**
 * After looking a hash target up for the `attempt`-th time (0 first): scroll to it when found,
 * otherwise wait `HASH_RETRY_MS` and look once more, and after that give up and go to the top.
 */
export function afterLookup(found: boolean, attempt: number): 'scroll' | 'retry' | 'top' {
  if (found) return 'scroll';
  return attempt === 0 ? 'retry' : 'top';
}

/**
 * Whether a document just loaded should go to its hash: not on a reload nor on back/forward,
 * where the browser restores where the visitor was (`PerformanceNavigationTiming.type`).
 */
export function scrollsToHashOnLoad(navigationType: string | undefined): boolean {
  return navigationType !== 'reload' && navigationType !== 'back_forward';
}

/**
 * The hash of a plain click on a link to another place in the page being shown (same origin,
 * path and query), or `undefined` when the click is not such a jump or belongs to the browser
 * (another button, a modifier key, another target, a download, a handler that took it already).
 * `href="#"` gives `#`, the top of the page.
 */
export function inPageHash(click: LinkClick, current: URL): string | undefined {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download) return;
  if (click.target !== '' && click.target !== '_self') return;
  if (!click.href.includes('#')) return;
  let url: URL;
  try {
    url = new URL(click.href, current);
  } catch {
    return;
  }
  if (url.origin !== current.origin || url.pathname !== current.pathname) return;
  if (url.search !== current.search) return;
  return url.hash || '#';
}
