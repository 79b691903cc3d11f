/** Spec section 9, "Animation", in the units GSAP takes (seconds) unless named otherwise. */
export const ANIMATION = {
  /** Scrubbed animations trail the scroll position by this many seconds. */
  scrubSmoothing: 0.5,
  /** A container's children start this far apart. */
  containerStagger: 0.5,
  /** How long each of a container's children takes to move into place. */
  containerAnimation: 1,
  /** Scroll-animated elements start transparent and this many pixels lower. */
  offsetPx: 50,
  /** Every other transition. */
  defaultTransition: { duration: 0.25, ease: 'power1.inOut' },
  /** Layout changes (images loading, accordions, filtered lists) refresh the scroll triggers at most this often. */
  scrollRefreshSyncMs: 250,
} as const;

/** Spec section 8: older animation libraries get a console warning. */
export const MIN_ANIMATION_LIBRARY_VERSION = '3.11.0';

/** The markers the server writes on elements that move (see `motion-runtime.ts`). */
export const MOTION_ATTRIBUTE = 'data-motion';
export type MotionMarker = 'reveal' | 'stagger' | 'parallax';
