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
  gsap.defaults(ANIMATION.defaultTransition);

  const lenis = new Lenis({
    autoRaf: false,
    // The open menu (a modal dialog) and anything else that scrolls by itself keep native scrolling.
    prevent: (node) => node.closest('[aria-modal="true"], [data-lenis-prevent]') !== null,
    // Stops when the page's overflow is hidden (the open menu locks it).
    autoToggle: true,
    allowNestedScroll: true,
    stopInertiaOnNavigate: true,
  });
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
    ScrollTrigger.refresh();
  };

  // A keyboard visitor tabbing into an element still waiting for its reveal sees it at once.
  const onFocus = (event: FocusEvent) => {
    const waiting = event.target instanceof Element ? event.target.closest(`[${WAITING}]`) : null;
    if (waiting) reveal([waiting]);
  };
  document.addEventListener('focusin', onFocus);

  // Images loading, accordions opening and filtered lists move what follows them.
  let refreshTimer: number | undefined;
  const layout = new ResizeObserver(() => {
    window.clearTimeout(refreshTimer);
    refreshTimer = window.setTimeout(() => ScrollTrigger.refresh(), ANIMATION.scrollRefreshSyncMs);
  });
  layout.observe(document.body);

  scan();

  return {
    scan,
    destroy() {
      layout.disconnect();
      window.clearTimeout(refreshTimer);
      document.removeEventListener('focusin', onFocus);
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
