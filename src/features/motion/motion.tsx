'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { MotionRuntime } from './motion-runtime';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** How long the page must have been still before smooth scrolling takes over. */
const STILL_MS = 200;

/** What tells that a visitor is there to scroll: until one of them, nothing below the fold shows. */
const INTENT = ['scroll', 'wheel', 'touchstart', 'pointermove', 'pointerdown', 'keydown'] as const;

/**
 * After the page's `load`, the visitor's first sign of life (a scroll, the wheel, a touch, the
 * pointer, a key), an idle moment, and a moment without scrolling: motion never competes with the
 * first paint or the page's own start-up, a visit that never scrolls never loads it, and Lenis taking
 * over in the middle of a scroll (a hash link's smooth scroll, say) would stop it where it is.
 */
function afterLoad(run: () => void): () => void {
  let idle: number | undefined;
  let still: number | undefined;
  let lastScroll = -Infinity;
  const onScroll = () => {
    lastScroll = performance.now();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  const whenStill = () => {
    const wait = lastScroll + STILL_MS - performance.now();
    if (wait > 0) {
      still = window.setTimeout(whenStill, wait);
      return;
    }
    window.removeEventListener('scroll', onScroll);
    run();
  };
  const onIntent = () => {
    for (const type of INTENT) window.removeEventListener(type, onIntent);
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(whenStill, { timeout: 2000 })
        : window.setTimeout(whenStill, 200);
  };
  const schedule = () => {
    for (const type of INTENT) window.addEventListener(type, onIntent, { passive: true });
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    for (const type of INTENT) window.removeEventListener(type, onIntent);
    window.removeEventListener('scroll', onScroll);
    window.clearTimeout(still);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Loads the motion runtime (GSAP, ScrollTrigger, Lenis: its own chunk) once the first page has
 * loaded and the visitor moves, unless they prefer reduced motion, and sets up each new page's motion after a
 * client navigation. Without JavaScript, with reduced motion or when the chunk fails to load,
 * nothing was ever hidden, so every element is simply in place.
 */
export function Motion() {
  const pathname = usePathname();
  const runtime = useRef<MotionRuntime | null>(null);

  useEffect(() => {
    const reduced = window.matchMedia(REDUCED_MOTION);
    let cancelled = false;
    let cancelWait = () => {};
    const start = () => {
      if (reduced.matches || runtime.current) return;
      cancelWait = afterLoad(() => {
        import('./motion-runtime')
          .then(({ startMotion }) => {
            if (!cancelled && !reduced.matches && !runtime.current) runtime.current = startMotion();
          })
          .catch(() => {
            // The chunk did not load: the page stays as the server drew it, all of it visible.
          });
      });
    };
    const onPreference = () => {
      if (!reduced.matches) return start();
      runtime.current?.destroy();
      runtime.current = null;
    };
    start();
    reduced.addEventListener('change', onPreference);
    return () => {
      cancelled = true;
      cancelWait();
      reduced.removeEventListener('change', onPreference);
      runtime.current?.destroy();
      runtime.current = null;
    };
  }, []);

  // A client navigation drew a new page: set up its motion once it is on screen.
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => runtime.current?.scan());
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
