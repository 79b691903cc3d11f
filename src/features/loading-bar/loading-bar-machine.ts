import type { NavigationSignal } from '@/features/navigation/navigation-progress';
import { LOADING_BAR } from './constants';

/**
 * Spec section 4, "Top loading bar": idle, loading, finished, with an error variant. `hiding` is
 * the finished (or failed) bar fading out before it is emptied and idle again.
 */
export type BarPhase = 'idle' | 'loading' | 'finished' | 'hiding';

export interface BarView {
  phase: BarPhase;
  /** Whether the bar is drawn: a navigation shorter than the throttle never draws it. */
  shown: boolean;
  error: boolean;
}

export interface Clock {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** A navigation that never reports its end (the router kept the same URL) stops the bar here. */
export const GIVE_UP_MS = 15_000;

const IDLE: BarView = { phase: 'idle', shown: false, error: false };

/**
 * The bar's states and timers, apart from React and the DOM so they can be tested with a fake
 * clock. `send` takes the navigation signals; `onView` hears every change of what to draw.
 */
export function createLoadingBar(clock: Clock, onView: (view: BarView) => void) {
  let view = IDLE;
  let until: 'url' | 'done' = 'url';
  const timers = new Set<unknown>();

  function set(next: BarView) {
    view = next;
    onView(view);
  }

  function later(ms: number, run: () => void) {
    const handle = clock.setTimeout(() => {
      timers.delete(handle);
      run();
    }, ms);
    timers.add(handle);
  }

  function clearTimers() {
    for (const handle of timers) clock.clearTimeout(handle);
    timers.clear();
  }

  function start(kind: 'url' | 'done') {
    clearTimers();
    until = kind;
    set({ phase: 'loading', shown: view.phase === 'loading' && view.shown, error: false });
    if (!view.shown) later(LOADING_BAR.throttleMs, () => set({ ...view, shown: true }));
    later(GIVE_UP_MS, () => end(false));
  }

  function end(error: boolean) {
    clearTimers();
    if (!view.shown && !error) {
      set(IDLE);
      return;
    }
    set({ phase: 'finished', shown: true, error });
    later(LOADING_BAR.hideDelayMs, () => {
      set({ ...view, phase: 'hiding' });
      later(LOADING_BAR.resetDelayMs, () => set(IDLE));
    });
  }

  return {
    send(signal: NavigationSignal) {
      switch (signal.type) {
        case 'start':
          start(signal.until);
          break;
        case 'url':
          if (view.phase === 'loading' && until === 'url') end(false);
          break;
        case 'done':
          if (view.phase === 'loading') end(false);
          break;
        case 'fail':
          // Also after the URL was shown: the error view may mount in the same commit, after it.
          if (view.phase !== 'idle' && !view.error) end(true);
          break;
      }
    },
    view: () => view,
    stop: clearTimers,
  };
}
