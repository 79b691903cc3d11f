import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import Lenis from 'lenis';
import 'lenis/dist/lenis.css';
import { ANIMATION, MOTION_ATTRIBUTE, type MotionMarker } from './constants';
import { belowTheFold } from './fold';
import { libraryVersionWarning } from './library-version';

/** Set on an element while it waits, transparent and lower, for its reveal. */
const WAITING = 'data-motion-waiting';
const SEEN = 'data-motion-seen';

function marked(root: ParentNode, marker: MotionMarker): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(`[${MOTION_ATTRIBUTE}="${marker}"]:not([${SEEN}])`),
  ];
}

export interface MotionRuntime {
  /** Sets up the motion of what the page shows now (after a client navigation too). */
  scan: () => void;
  /** Puts every element back in place and stops smooth scrolling. */
  destroy: () => void;
}

/**
 * The scroll-driven motion of spec sections 1 and 4, loaded after the first page has loaded and
 * only without `prefers-reduced-motion` (`motion.tsx`): elements marked `reveal`, and the children
 * of `stagger` containers, that start below the fold wait transparent and 50 px lower until they are
 * scrolled into view; `parallax` media drift with a scrubbed scroll; Lenis smooths the scrolling.
 * Nothing is hidden before this code runs, so the page is complete without it.
 */
export function startMotion(): MotionRuntime {
  const warning = libraryVersionWarning(gsap.version);
  if (warning) console.warn(warning);

  gsap.registerPlugin(ScrollTrigger);
  // Window resizes are left to the layout observer below, which waits for scrolling to end.
  ScrollTrigger.config({ autoRefreshEvents: 'visibilitychange,DOMContentLoaded,load' });
  gsap.defaults(ANIMATION.defaultTransition);

  const lenis = new Lenis({
    autoRaf: false,
    // The open menu (a modal dialog) and anything else that scrolls by itself keep native scrolling.
    prevent: (node) => node.closest('[aria-modal="true"], [data-lenis-prevent]') !== null,
    allowNestedScroll: true,
    stopInertiaOnNavigate: true,
  });
  // Lenis smooths the wheel and touch only. Everything else scrolls natively and Lenis follows it:
  // keyboard scrolling, focus moving into view, in-page anchors and the hash rules (through
  // src/features/scroll/scroll-to.ts, which keeps the sticky header's offset), and the positions
  // back and forward restore. A smooth scroll of Lenis's own still under way would carry on past
  // any of those to its old target (it ignores native scrolling meanwhile), so it is stopped first.
  const yieldToNative = () => {
    if (lenis.isScrolling !== 'smooth') return;
    lenis.stop();
    lenis.start();
  };
  window.addEventListener('popstate', yieldToNative);
  window.addEventListener('keydown', yieldToNative);
  document.addEventListener('focusin', yieldToNative);
  const tick = (time: number) => lenis.raf(time * 1000);
  lenis.on('scroll', ScrollTrigger.update);
  gsap.ticker.add(tick);
  gsap.ticker.lagSmoothing(0);

  const reveal = (elements: Element[]) => {
    const waiting = elements.filter((element) => element.hasAttribute(WAITING));
    if (waiting.length === 0) return;
    for (const element of waiting) element.removeAttribute(WAITING);
    gsap.to(waiting, {
      opacity: 1,
      y: 0,
      duration: ANIMATION.containerAnimation,
      stagger: ANIMATION.containerStagger,
      ease: 'power2.out',
      clearProps: 'opacity,transform',
    });
  };

  const hideForReveal = (elements: HTMLElement[]) => {
    const fold = window.innerHeight;
    const waiting = elements.filter((element) =>
      belowTheFold(element.getBoundingClientRect().top, fold),
    );
    if (waiting.length === 0) return;
    for (const element of waiting) element.setAttribute(WAITING, '');
    gsap.set(waiting, { opacity: 0, y: ANIMATION.offsetPx });
    ScrollTrigger.batch(waiting, { start: 'top 90%', once: true, onEnter: reveal });
  };

  // Images loading, accordions opening and filtered lists move what follows them, so the triggers
  // are measured again, at most every `scrollRefreshSyncMs`. Never during a scroll: measuring puts
  // the scroll position back, which would cut a smooth scroll (a hash link's) short.
  let refreshTimer: number | undefined;
  let lastScroll = -Infinity;
  const onScroll = () => {
    lastScroll = performance.now();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  function refreshSoon() {
    window.clearTimeout(refreshTimer);
    refreshTimer = window.setTimeout(() => {
      if (performance.now() - lastScroll < ANIMATION.scrollRefreshSyncMs) refreshSoon();
      else ScrollTrigger.refresh();
    }, ANIMATION.scrollRefreshSyncMs);
  }

  const scan = () => {
    // Triggers of a page the router replaced point at detached elements.
    for (const trigger of ScrollTrigger.getAll()) {
      if (trigger.trigger && !trigger.trigger.isConnected) trigger.kill();
    }
    const singles = marked(document, 'reveal');
    const containers = marked(document, 'stagger');
    const parallax = marked(document, 'parallax');
    for (const element of [...singles, ...containers, ...parallax]) element.setAttribute(SEEN, '');
    hideForReveal(singles);
    for (const container of containers) {
      hideForReveal([...container.children].filter((child) => child instanceof HTMLElement));
    }
    for (const media of parallax) {
      gsap.to(media, {
        yPercent: 15,
        ease: 'none',
        scrollTrigger: {
          trigger: media.parentElement ?? media,
          start: 'top top',
          end: 'bottom top',
          scrub: ANIMATION.scrubSmoothing,
        },
      });
    }
    refreshSoon();
  };

  // A keyboard visitor tabbing into an element still waiting for its reveal sees it at once.
  const onFocus = (event: FocusEvent) => {
    const waiting = event.target instanceof Element ? event.target.closest(`[${WAITING}]`) : null;
    if (waiting) reveal([waiting]);
  };
  document.addEventListener('focusin', onFocus);

  const layout = new ResizeObserver(refreshSoon);
  layout.observe(document.body);

  scan();

  return {
    scan,
    destroy() {
      layout.disconnect();
      window.clearTimeout(refreshTimer);
      document.removeEventListener('focusin', onFocus);
      window.removeEventListener('popstate', yieldToNative);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('keydown', yieldToNative);
      document.removeEventListener('focusin', yieldToNative);
      for (const trigger of ScrollTrigger.getAll()) trigger.kill();
      const moved = document.querySelectorAll(`[${SEEN}], [${SEEN}] > *`);
      gsap.killTweensOf(moved);
      gsap.set(moved, { clearProps: 'opacity,transform' });
      for (const element of document.querySelectorAll(`[${WAITING}], [${SEEN}]`)) {
        element.removeAttribute(WAITING);
        element.removeAttribute(SEEN);
      }
      gsap.ticker.remove(tick);
      lenis.destroy();
    },
  };
}
