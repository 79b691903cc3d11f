'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { onNavigationSignal } from '@/features/navigation/navigation-progress';
import type { ConsentRuntimeProps } from './consent-runtime';
import { NOTICE_ATTRIBUTE, SETTINGS_ASKED_ATTRIBUTE } from './notice-script';
import { OPEN_SETTINGS_ATTRIBUTE } from './open-settings';
import { notePageView } from './page-views';
import { currentChoice, onChoiceChange } from './third-party';

/** How long an idle moment after `load` may be waited for before the runtime loads anyway. */
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

/** Shows or hides the server's notice, which its own script showed or hid at the first load. */
function showNotice(shown: boolean) {
  const notice = document.querySelector<HTMLElement>(`[${NOTICE_ATTRIBUTE}]`);
  if (notice) notice.hidden = !shown;
}

/**
 * The consent manager's first part, in every page: it notes the pages shown and loads the rest
 * (`consent-runtime.tsx`, its own chunk) only when there is something to do: after the first
 * paint when the visitor has granted analytics (the tag manager), once they grant it in the
 * notice, and at once when they ask for the settings (in the notice, even before this code ran,
 * or in the footer). The notice itself needs none of it. A visitor who rejected loads nothing more.
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
    // A layout mounted again (another language) draws the notice hidden, and its script ran once.
    if (!choice) showNotice(true);
    const cancelWait = choice?.granted.analytics ? afterLoad(load) : () => {};
    const stopChoices = onChoiceChange(({ choice: next }) => {
      showNotice(false);
      if (next.granted.analytics) load();
    });
    const root = document.documentElement;
    const askSettings = () => {
      root.removeAttribute(SETTINGS_ASKED_ATTRIBUTE);
      setSettingsRequest((count) => count + 1);
      load();
    };
    if (root.hasAttribute(SETTINGS_ASKED_ATTRIBUTE)) askSettings();
    const openSettings = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(`[${OPEN_SETTINGS_ATTRIBUTE}]`)) return;
      event.preventDefault();
      askSettings();
    };
    document.addEventListener('click', openSettings);
    return () => {
      stopViews();
      cancelWait();
      stopChoices();
      document.removeEventListener('click', openSettings);
    };
  }, []);

  return Runtime ? <Runtime settingsRequest={settingsRequest} /> : null;
}
