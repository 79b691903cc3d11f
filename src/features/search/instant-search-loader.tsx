'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { routeNavigationStarted } from '@/features/navigation/navigation-progress';

/** The header's search field (src/site/header/search-form.tsx). */
const FIELD = 'form.search-form input[name="q"]';

/**
 * Loads the header's results-as-you-type (`instant-search.ts`, its own chunk) when a visitor
 * first focuses the search field, and not before: a page nobody searches from never pays for it.
 * Each page's header has its own field (a navigation draws a new one), enhanced on its focus, or at
 * once when it already has the focus as the page comes to life.
 */
export function InstantSearchLoader() {
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    const enhanced = new Map<HTMLInputElement, () => void>();
    let disposed = false;
    const enhance = (target: EventTarget | null) => {
      if (!(target instanceof HTMLInputElement) || !target.matches(FIELD) || enhanced.has(target)) {
        return;
      }
      enhanced.set(target, () => {});
      import('./instant-search')
        .then(({ enhanceSearchField }) => {
          if (disposed || !target.isConnected) return;
          const navigate = (href: string) => {
            routeNavigationStarted(new URL(href, window.location.href).pathname);
            router.push(href);
          };
          enhanced.set(target, enhanceSearchField(target, navigate));
        })
        .catch(() => {
          // its code did not arrive: the field is a plain form to the search page
          enhanced.delete(target);
        });
    };
    const onEvent = (event: Event) => enhance(event.target);
    document.addEventListener('focusin', onEvent);
    // a field focused, or typed in, before this effect ran (a quick visitor, before hydration)
    document.addEventListener('input', onEvent);
    enhance(document.activeElement);
    return () => {
      disposed = true;
      document.removeEventListener('focusin', onEvent);
      document.removeEventListener('input', onEvent);
      for (const undo of enhanced.values()) undo();
    };
  }, [pathname, router]);

  return null;
}
