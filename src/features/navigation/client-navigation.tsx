'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { shouldLoadDocument } from '@/features/build-check/outdated';
import { requestHashScroll } from '@/features/scroll/hash-scroll';
import { PAGE_LINK_ATTRIBUTE } from '@/site/ui/page-link';
import { linkClick, prefetchAllowed, routerHref, type Connection } from './link-rules';
import { routeNavigationStarted } from './navigation-progress';

const PAGE_LINK = `a[${PAGE_LINK_ATTRIBUTE}]`;

function pageLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(PAGE_LINK) : null;
}

/**
 * Follows the site's page links (`PageLink`) with Next's client router, so moving between pages
 * keeps the header and fetches only the new page's payload, and prefetches a link's page when the
 * visitor shows the intent to follow it (pointer over it, focus on it, a finger on it). One listener
 * for the document instead of a `next/link` component per link: a page of 40-odd links hydrates no
 * component for them and prefetches nothing at load (issue 15: that cost a third of the blocking
 * time). Clicks the browser should handle itself (new tab, download, another site, a jump within
 * the page) are left to it; see `routerHref`. So is every link once a newer build is out (the build
 * check), under the reload guard. A jump within the page and the hash of another page are the
 * scroll manager's (`src/features/scroll/`).
 */
export function ClientNavigation() {
  const router = useRouter();

  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = pageLinkOf(event.target);
      if (!link) return;
      const href = routerHref(linkClick(link, event), new URL(window.location.href));
      // A newer build is out: this page's code may not match its payloads, so load a document.
      if (href === undefined || shouldLoadDocument(new URL(link.href).pathname)) return;
      event.preventDefault();
      // To another page with a hash: the scroll manager goes to it (smoothly, with a retry and
      // focus) once that page is shown, so the router's own jump is turned off.
      const { hash, pathname, search } = new URL(href, window.location.href);
      const toHash = hash !== '' && pathname !== window.location.pathname;
      requestHashScroll(toHash ? hash : undefined);
      // The same page and query again shows no new URL, so there is nothing for the bar to wait on.
      if (pathname + search !== window.location.pathname + window.location.search) {
        routeNavigationStarted(pathname);
      }
      router.push(href, { scroll: !toHash });
    };

    let lastIntent: HTMLAnchorElement | null = null;
    const prefetch = (event: Event) => {
      const link = pageLinkOf(event.target);
      if (!link || link === lastIntent) return;
      lastIntent = link;
      const connection = (navigator as Navigator & { connection?: Connection }).connection;
      if (!prefetchAllowed(connection)) return;
      const url = new URL(link.href);
      if (url.origin === window.location.origin) router.prefetch(url.pathname + url.search);
    };

    // Back and forward under a newer build: the page the router would restore is loaded anew.
    const traverse = () => {
      if (shouldLoadDocument(window.location.pathname)) window.location.reload();
    };

    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    window.addEventListener('popstate', traverse);
    document.addEventListener('click', follow);
    for (const type of intents) document.addEventListener(type, prefetch, { passive: true });
    return () => {
      window.removeEventListener('popstate', traverse);
      document.removeEventListener('click', follow);
      for (const type of intents) document.removeEventListener(type, prefetch);
    };
  }, [router]);

  return null;
}
