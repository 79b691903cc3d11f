'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { onNavigationSignal } from '@/features/navigation/navigation-progress';
import type { ConsentRuntimeProps } from './consent-runtime';
import { OPEN_SETTINGS_ATTRIBUTE } from './open-settings';
import { notePageView } from './page-views';
import { currentChoice } from './third-party';

/** How long an idle moment after `load` may be waited for before the banner's code loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `run` at an idle moment after the page's `load`: after the first paint, never before it. */
function afterLoad(run: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}

/**
 * The consent manager's first part, in every page: it notes the pages shown and loads the rest
 * (`consent-runtime.tsx`, its own chunk) only when there is something to do: after the first
 * paint when the visitor has not chosen yet (the banner) or has granted analytics (the tag
 * manager), and at once when they ask for the settings. A visitor who rejected loads nothing more.
 */
export function ConsentManager() {
  const [Runtime, setRuntime] = useState<ComponentType<ConsentRuntimeProps> | null>(null);
  const [settingsRequest, setSettingsRequest] = useState(0);

  useEffect(() => {
    notePageView();
    const stopViews = onNavigationSignal((signal) => {
      if (signal.type === 'url') notePageView();
    });
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./consent-runtime')
        .then((module) => setRuntime(() => module.ConsentRuntime))
        .catch(() => {
          // Its code did not arrive: nothing optional loads, as without JavaScript; a later
          // request for the settings tries again.
          loading = false;
        });
    };
    const choice = currentChoice();
    const cancelWait = !choice || choice.granted.analytics ? afterLoad(load) : () => {};
    const openSettings = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(`[${OPEN_SETTINGS_ATTRIBUTE}]`)) return;
      event.preventDefault();
      setSettingsRequest((count) => count + 1);
      load();
    };
    document.addEventListener('click', openSettings);
    return () => {
      stopViews();
      cancelWait();
      document.removeEventListener('click', openSettings);
    };
  }, []);

  return Runtime ? <Runtime settingsRequest={settingsRequest} /> : null;
}
