'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { onNavigationSignal } from '@/features/navigation/navigation-progress';
import {
  containerLoaded,
  createTagManager,
  removeAnalyticsCookies,
  type TagManager,
} from './analytics';
import { OPTIONAL_CATEGORIES, type OptionalCategory } from './categories';
import { CONSENT_CONFIG_PATH, type ConsentConfig } from './consent-config';
import type { ConsentChoice } from './consent-record';
import { ConsentSettings } from './consent-settings';
import { takePageViews } from './page-views';
import { currentChoice, onChoiceChange, recordChoice } from './third-party';

export interface ConsentRuntimeProps {
  /** Counts the visitor's requests for the settings (the footer's "Cookie settings"). */
  settingsRequest: number;
}

function pageLocale(): string {
  return document.documentElement.lang;
}

const all = (granted: boolean) =>
  Object.fromEntries(OPTIONAL_CATEGORIES.map((category) => [category, granted])) as Record<
    OptionalCategory,
    boolean
  >;

/**
 * The consent manager's code, loaded when there is something for it to do (`consent-manager.tsx`):
 * it fetches the categories and texts in the page's language and the tag manager's container,
 * opens the settings when asked, and hands the choice to the tag manager. The notice's first
 * layer is the server's (`consent-notice.tsx`), and records a choice without it. Withdrawing
 * analytics removes its cookies and, when its container ran in this page, reloads the page so
 * nothing of it is left running.
 */
export function ConsentRuntime({ settingsRequest }: ConsentRuntimeProps) {
  const [locale, setLocale] = useState(pageLocale);
  const [config, setConfig] = useState<ConsentConfig | null>(null);
  const [choice, setChoice] = useState<ConsentChoice | undefined>(currentChoice);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const tagManager = useRef<TagManager | null>(null);
  const handledRequest = useRef(0);

  // The page's language changes with a client navigation to another language.
  useEffect(
    () =>
      onNavigationSignal((signal) => {
        if (signal.type === 'url') setLocale(pageLocale());
      }),
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetch(`${CONSENT_CONFIG_PATH}?locale=${encodeURIComponent(locale)}`, {
      signal: controller.signal,
    })
      .then((answer) => (answer.ok ? (answer.json() as Promise<ConsentConfig>) : null))
      .then((answer) => {
        if (answer) setConfig(answer);
      })
      .catch(() => {
        // No configuration: nothing optional loads, and the banner waits for the next page.
      });
    return () => controller.abort();
  }, [locale]);

  // The tag manager, when a container is configured: its defaults, the stored choice, the views.
  const gtmId = config?.gtmId;
  useEffect(() => {
    if (!gtmId || tagManager.current) return;
    const manager = createTagManager(gtmId);
    tagManager.current = manager;
    const stored = currentChoice();
    if (stored) manager.choose(stored);
    takePageViews(manager.view);
  }, [gtmId]);

  useEffect(
    () =>
      onChoiceChange(({ previous, choice: next }) => {
        setChoice(next);
        tagManager.current?.choose(next);
        if (previous?.granted.analytics && !next.granted.analytics) {
          removeAnalyticsCookies();
          if (containerLoaded()) window.location.reload();
        }
      }),
    [],
  );

  useEffect(() => {
    if (settingsRequest === handledRequest.current) return;
    handledRequest.current = settingsRequest;
    setSettingsOpen(true);
  }, [settingsRequest]);

  const choose = useCallback(
    (granted: Record<OptionalCategory, boolean>) => {
      const fromNotice = !choice;
      recordChoice(granted);
      setSettingsOpen(false);
      if (config) setAnnouncement(config.texts.settings.saved);
      // The notice's "Customise" is gone with it: the keyboard goes on from the page's content.
      if (fromNotice) {
        window.requestAnimationFrame(() => {
          if (document.activeElement === document.body || !document.activeElement) {
            document.getElementById('main')?.focus({ preventScroll: true });
          }
        });
      }
    },
    [config, choice],
  );

  if (!config) return null;
  const offered = config.categories
    .map((category) => category.id)
    .filter((id): id is OptionalCategory => id !== 'necessary');
  // A category not on offer (analytics without a container) is never granted.
  const only = (granted: Record<OptionalCategory, boolean>) =>
    Object.fromEntries(
      OPTIONAL_CATEGORIES.map((category) => [
        category,
        offered.includes(category) && granted[category],
      ]),
    ) as Record<OptionalCategory, boolean>;

  return (
    <>
      {settingsOpen ? (
        <ConsentSettings
          texts={config.texts.settings}
          choiceTexts={config.texts.choices}
          categories={config.categories}
          granted={choice?.granted ?? all(false)}
          onSave={(granted) => choose(only(granted))}
          onClose={() => setSettingsOpen(false)}
        />
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
