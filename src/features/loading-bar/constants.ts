/** Spec section 9, "Loading bar": the top bar shown while a client navigation is under way. */
export const LOADING_BAR = {
  /** A navigation that ends sooner than this shows no bar at all. */
  throttleMs: 200,
  /** How long the bar takes to creep towards its end while the page is still coming. */
  durationMs: 2000,
  heightPx: 3,
  /** How long a finished bar stays full before it fades. */
  hideDelayMs: 500,
  /** How long after fading the bar is emptied, ready for the next navigation. */
  resetDelayMs: 400,
  color: '#FFAD00',
} as const;
