'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { linkClick } from '@/features/navigation/link-rules';
import { inPageHash, scrollsToHashOnLoad } from './hash';
import {
  cancelHashScroll,
  requestHashScroll,
  scrollToHash,
  takeRequestedHash,
} from './hash-scroll';

/**
 * Hashes and the page (spec section 2), on top of what Next's router already does (a new page
 * starts at the top; back and forward get the browser's saved position). It takes:
 * - a click on a link within the page (`#id`, the skip link): the URL gets the hash and the page
 *   goes to the element smoothly and focuses it, instead of the browser's jump;
 * - a page opened with a hash (not reloaded, not returned to): the same, once hydrated;
 * - a page link to another page with a hash (`ClientNavigation` asks for it): from the top of the
 *   new page to the element, once that page is shown.
 * A target that is missing is waited for once, then the page goes to its top (`scrollToHash`).
 */
export function ScrollManager() {
  const pathname = usePathname();
  const opened = useRef(false);

  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      if (window.location.hash !== '' && scrollsToHashOnLoad(navigationType())) {
        scrollToHash(window.location.hash);
      }
      return;
    }
    const hash = takeRequestedHash();
    if (hash !== undefined) scrollToHash(hash, { fromTop: true });
  }, [pathname]);

  useEffect(() => {
    // On the window, after the document's listeners (React's among them): a click a component
    // took for itself (the gallery's thumbnails) is left to it.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const hash = inPageHash(linkClick(link, event), new URL(window.location.href));
      if (hash === undefined) return;
      event.preventDefault();
      // Next's router keeps its own state on history entries it did not write.
      if (hash !== window.location.hash) window.history.pushState(null, '', hash);
      scrollToHash(hash);
    };
    // Back and forward: the browser puts the page where it was; nothing pending may move it.
    const onPopState = () => {
      requestHashScroll(undefined);
      cancelHashScroll();
    };
    window.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return null;
}

function navigationType(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}
