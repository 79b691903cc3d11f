'use client';

import { useEffect } from 'react';

/** The controls a visitor adds products with: a card's checkbox, a product page's link. */
export const COMPARE_CONTROLS = '.compare-pick input, a.compare-toggle';
/** This tab's chosen products (`sessionStorage`, never a cookie: the server never sees them). */
export const STORAGE_KEY = 'fortarc.compare';
/** Set on the root element once the tray runs (`on`, or `off` when it could not get its words). */
export const TRAY_ATTRIBUTE = 'data-compare-tray';

/**
 * Loads the comparison tray (`compare-tray.ts`, its own chunk, with its stylesheet) once it has
 * something to do, so no page pays for it before: after the page's `load` when this tab already
 * has products chosen, or at the first use of a compare control, which is held and handed to it.
 * Until then, and without JavaScript, the controls are what the server drew: the checkboxes of a
 * GET form and links. Kept this small on purpose: it is part of every page's first load.
 */
export function CompareLoader() {
  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute(TRAY_ATTRIBUTE)) return;
    const held: Event[] = [];
    const start = () =>
      import('./compare-tray').then(({ startCompareTray }) => {
        stop();
        startCompareTray(held.splice(0));
      });
    const hold = (event: Event) => {
      const control = (event.target as Element).closest?.(COMPARE_CONTROLS);
      // a checkbox says what it wants when it changes; a link is pressed
      if (!control || (event.type === 'click') !== (control.localName === 'a')) return;
      if (event.type === 'click') event.preventDefault();
      held.push(event);
      void start();
    };
    // a choice made before (this tab's storage) or before the page came to life (a ticked box)
    const onLoad = () => {
      try {
        if ((sessionStorage.getItem(STORAGE_KEY)?.length ?? 0) > 2) return void start();
      } catch {
        // no storage: nothing chosen on another page
      }
      if (document.querySelector(`${COMPARE_CONTROLS.split(',')[0]}:checked`)) void start();
    };
    const stop = () => {
      removeEventListener('click', hold, true);
      removeEventListener('change', hold, true);
      removeEventListener('load', onLoad);
    };
    addEventListener('click', hold, true);
    addEventListener('change', hold, true);
    if (document.readyState === 'complete') onLoad();
    else addEventListener('load', onLoad, { once: true });
    return stop;
  }, []);
  return null;
}
