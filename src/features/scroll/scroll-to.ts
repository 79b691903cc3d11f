/**
 * The one way the site scrolls the page from code (spec section 2). With nothing registered it
 * uses the browser's own scrolling, which keeps a target below the sticky header through the
 * page's `scroll-padding-top` and an element's `scroll-margin-top`; a smooth-scroll library
 * (Lenis, say) registers itself with `setSmoothScroller` and then does every scroll, and must keep
 * that offset itself (read it from `getComputedStyle(document.documentElement).scrollPaddingTop`).
 */
export interface SmoothScroller {
  scrollToElement(element: Element, options: ScrollOptions): void;
  scrollToTop(options: ScrollOptions): void;
}

export interface ScrollOptions {
  /** Animate the scroll; callers pass `prefersSmoothScroll()` unless they mean to jump. */
  smooth: boolean;
}

let scroller: SmoothScroller | undefined;

/** Registers the scroller that takes over every scroll, or gives them back to the browser. */
export function setSmoothScroller(next: SmoothScroller | undefined): void {
  scroller = next;
}

/** Brings `element`'s top to the top of the viewport, below the sticky header. */
export function scrollToElement(element: Element, options: ScrollOptions): void {
  if (scroller) return scroller.scrollToElement(element, options);
  element.scrollIntoView({ behavior: options.smooth ? 'smooth' : 'instant', block: 'start' });
}

/** Scrolls the page back to its top. */
export function scrollToTop(options: ScrollOptions = { smooth: false }): void {
  if (scroller) return scroller.scrollToTop(options);
  window.scrollTo({ top: 0, left: 0, behavior: options.smooth ? 'smooth' : 'instant' });
}

/** Smooth scrolling, unless the visitor asked for reduced motion. */
export function prefersSmoothScroll(): boolean {
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
