'use client';

import { useEffect } from 'react';
import { readSignedIn, RESERVED_PAGE_ATTRIBUTE } from './signed-in-marker';

/**
 * Keeps a signed-in partner's session alive on every page (the token refreshed before it expires
 * and sent to the server): it loads Firebase's code after the page's load, and only when this
 * browser has signed in (`signed-in-marker.ts`). A visitor who never signed in loads nothing.
 */
export function SessionLoader() {
  useEffect(() => {
    const config = readSignedIn(window.localStorage);
    if (!config) return;
    let cancelled = false;
    const start = () => {
      if (cancelled) return;
      void import('./session-keeper').then(({ sessionKeeper }) => {
        sessionKeeper(config).onSignedOut(() => {
          if (document.querySelector(`[${RESERVED_PAGE_ATTRIBUTE}]`)) window.location.reload();
        });
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, []);
  return null;
}
