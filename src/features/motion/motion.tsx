'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { afterFirstIntent } from '@/features/runtime/after-first-intent';
import type { MotionRuntime } from './motion-runtime';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** How long the page must have been still before smooth scrolling takes over. */
const STILL_MS = 200;

/**
 * After the page's `load`, the visitor's first sign of life, an idle moment (`afterFirstIntent`),
 * and a moment without scrolling: motion never competes with the first paint or the page's own
 * start-up, a visit that never scrolls never loads it, and Lenis taking over in the middle of a
 * scroll (a hash link's smooth scroll, say) would stop it where it is.
 */
function afterLoad(run: () => void): () => void {
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
  const cancelWait = afterFirstIntent(whenStill);
  return () => {
    cancelWait();
    window.removeEventListener('scroll', onScroll);
    window.clearTimeout(still);
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
