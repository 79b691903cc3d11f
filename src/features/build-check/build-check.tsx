'use client';

import { useEffect } from 'react';
import { BUILD_CHECK_INTERVAL_MS, LATEST_BUILD_PATH, RUNNING_BUILD } from './build';
import { latestBuildId } from './latest-build';
import { markNewerBuild } from './outdated';

/**
 * New build detection (spec sections 4 and 7): asks the server for its latest build every
 * `BUILD_CHECK_INTERVAL_MS` and whenever the tab is shown again, with a timestamp query so no cache
 * answers for it. A different id makes the next page link load a new document (`ClientNavigation`,
 * under the reload guard). A failed or odd answer changes nothing.
 */
export function BuildCheck() {
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      try {
        const response = await fetch(`${LATEST_BUILD_PATH}?t=${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) return;
        const id = latestBuildId(await response.json());
        if (!stopped && id !== undefined && id !== RUNNING_BUILD.id) markNewerBuild();
      } catch {
        // Offline or a server in the middle of a deploy: the next check will tell.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return null;
}
