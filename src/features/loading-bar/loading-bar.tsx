'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import {
  navigationFailed,
  onNavigationSignal,
  routeNavigationStarted,
  urlShown,
} from '@/features/navigation/navigation-progress';
import { LOADING_BAR } from './constants';
import { isFailedPageRequest } from './failed-page-request';
import { createLoadingBar, type BarView } from './loading-bar-machine';
import './loading-bar.css';

const barStyle = {
  '--loading-bar-height': `${LOADING_BAR.heightPx}px`,
  '--loading-bar-colour': LOADING_BAR.color,
  '--loading-bar-duration': `${LOADING_BAR.durationMs}ms`,
  '--loading-bar-fade': `${LOADING_BAR.resetDelayMs}ms`,
} as CSSProperties;

let shownUrl: string | undefined;

/** Tells the bar when the router shows a new page or query (the end of a router navigation). */
function UrlWatch() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    shownUrl = pathname + (search ? `?${search}` : '');
    urlShown();
  }, [pathname, search]);
  return null;
}

/**
 * The thin bar at the top of the window while a client navigation is under way (spec sections 4
 * and 9). It hears page links and the filters through `navigation-progress`, and back and forward
 * itself. Decorative: the router announces the new page to assistive technology.
 */
export function LoadingBar() {
  const [view, setView] = useState<BarView>({ phase: 'idle', shown: false, error: false });

  useEffect(() => {
    const bar = createLoadingBar(
      {
        setTimeout: (run, ms) => window.setTimeout(run, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      },
      setView,
    );
    let target: string | undefined;
    const stopListening = onNavigationSignal((signal) => {
      if (signal.type === 'start') target = signal.path;
      bar.send(signal);
    });
    // Back or forward to another page or query; a step between two hashes of one page is not one.
    const onPopState = () => {
      const { pathname, search } = window.location;
      if (pathname + search !== shownUrl) routeNavigationStarted(pathname);
    };
    window.addEventListener('popstate', onPopState);
    // An error answer to the page's request: the router loads it as a document, so the failure is
    // seen here, in the request's timing entry, while the old page is still on screen.
    let requests: PerformanceObserver | undefined;
    if (typeof PerformanceObserver === 'function') {
      requests = new PerformanceObserver((list) => {
        if (bar.view().phase === 'idle' || target === undefined) return;
        const path = target;
        const failed = list
          .getEntries()
          .some((entry) =>
            isFailedPageRequest(entry as PerformanceResourceTiming, path, window.location.origin),
          );
        if (failed) navigationFailed();
      });
      try {
        requests.observe({ type: 'resource' });
      } catch {
        requests = undefined;
      }
    }
    return () => {
      stopListening();
      bar.stop();
      requests?.disconnect();
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return (
    <>
      <div
        className="loading-bar"
        style={barStyle}
        data-phase={view.phase}
        data-shown={view.shown ? '' : undefined}
        data-error={view.error ? '' : undefined}
        aria-hidden="true"
      />
      <Suspense fallback={null}>
        <UrlWatch />
      </Suspense>
    </>
  );
}
