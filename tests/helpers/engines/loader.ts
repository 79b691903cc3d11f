import {
  FIRST_SCREEN_READY_MARK,
  LEAVING_ATTRIBUTE,
  LOADER_HIDDEN_MARK,
} from '@/features/loader/loader-script';
import type { EnginePage } from './page';
import { waitUntil } from './wait';

/** Waits until the first load's loader (src/features/loader/) is hidden. */
export const loaderGone = (page: EnginePage) =>
  waitUntil(page, 'the loader hidden', () => {
    const loader = document.querySelector('.site-loader');
    return loader !== null && getComputedStyle(loader).display === 'none';
  });

/** Runs in the page, so it imports nothing: the names come as its argument. */
function readLoader(names: { ready: string; hidden: string; leaving: string }) {
  const loader = document.querySelector<HTMLElement>('.site-loader')!;
  const style = getComputedStyle(loader);
  const mark = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const arrived = images.map(
    (image) =>
      (performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming | undefined)
        ?.responseEnd ?? Number.POSITIVE_INFINITY,
  );
  return {
    ariaHidden: loader.getAttribute('aria-hidden'),
    pointerEvents: style.pointerEvents,
    transition: `${style.transitionProperty} ${style.transitionDuration}`,
    faded: loader.hasAttribute(names.leaving),
    ready: mark(names.ready) ?? Number.NaN,
    hidden: mark(names.hidden) ?? Number.NaN,
    parsed: navigation?.domContentLoadedEventStart ?? Number.NaN,
    imagesArrived: arrived.length ? Math.max(...arrived) : 0,
  };
}

const NAMES = {
  ready: FIRST_SCREEN_READY_MARK,
  hidden: LOADER_HIDDEN_MARK,
  leaving: LEAVING_ATTRIBUTE,
};

/**
 * What the loader did in this document, read once it has gone: its look, whether it faded, when
 * the first screen was called ready and when the loader was hidden (its script's marks), when the
 * document was parsed and the first screen's images arrived (milliseconds from the navigation).
 */
export function loaderRecord(page: EnginePage): Promise<ReturnType<typeof readLoader>> {
  return page.evaluate(readLoader, NAMES);
}
