'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  CONSENT_VERSION,
  OPTIONAL_CATEGORIES,
  SERVICES,
  type OptionalCategory,
  type ServiceId,
} from './categories';
import {
  choiceCookie,
  CONSENT_COOKIE,
  cookieValue,
  parseChoice,
  type ConsentChoice,
} from './consent-record';
import { CHOICE_EVENT } from './notice-script';

/**
 * The one seam deciding what a third party may load: the frames of the blocks (video, map,
 * contact form) and the tag manager all ask here, and the consent manager (`consent-manager.tsx`)
 * records the visitor's choice here. Nothing is allowed before a choice: without JavaScript,
 * before consent, after a rejection or once a choice has expired.
 */
/** The services that wait for consent: everything but the site's own, strictly necessary ones. */
export type ThirdPartyService = Exclude<ServiceId, 'site' | 'partner-sign-in'>;

let lastCookie: string | undefined;
let lastChoice: ConsentChoice | undefined;

/** The stored choice still honoured, if any (read from the cookie, parsed once per change). */
export function currentChoice(): ConsentChoice | undefined {
  if (typeof document === 'undefined') return undefined;
  const raw = cookieValue(document.cookie, CONSENT_COOKIE);
  if (raw !== lastCookie) {
    lastCookie = raw;
    lastChoice = parseChoice(raw, Date.now());
  }
  return lastChoice;
}

/** Records the visitor's choice (every optional category, nothing assumed) and tells listeners. */
export function recordChoice(granted: Record<OptionalCategory, boolean>): ConsentChoice {
  const previous = currentChoice();
  const choice: ConsentChoice = {
    version: CONSENT_VERSION,
    decidedAt: Date.now(),
    granted: { ...granted },
  };
  document.cookie = choiceCookie(choice, window.location.protocol === 'https:');
  window.dispatchEvent(new CustomEvent(CHOICE_EVENT, { detail: { previous, choice } }));
  return choice;
}

/** Calls `listener` after every recorded choice; returns the function that stops it. */
export function onChoiceChange(
  listener: (change: { previous?: ConsentChoice; choice: ConsentChoice }) => void,
): () => void {
  const handle = (event: Event) => listener((event as CustomEvent).detail);
  window.addEventListener(CHOICE_EVENT, handle);
  return () => window.removeEventListener(CHOICE_EVENT, handle);
}

/** Whether the visitor has consented to the category of `service`. */
export function hasConsent(service: ThirdPartyService): boolean {
  return currentChoice()?.granted[SERVICES[service].category] ?? false;
}

function noneGranted(): Record<OptionalCategory, boolean> {
  return Object.fromEntries(OPTIONAL_CATEGORIES.map((category) => [category, false])) as Record<
    OptionalCategory,
    boolean
  >;
}

/**
 * Whether a third-party frame may load (`loadThirdParty`): with consent to its category, or after
 * the visitor's click on its button (`load`, this once). `allowAlways` records consent to the
 * category, so every frame of it loads from then on; withdrawing it removes them again. `byClick`
 * tells a player it may autoplay.
 */
export function useThirdParty(service: ThirdPartyService): {
  loadThirdParty: boolean;
  byClick: boolean;
  load: () => void;
  allowAlways: () => void;
} {
  const [byClick, setByClick] = useState(false);
  const consented = useSyncExternalStore(
    (notify) => onChoiceChange(notify),
    () => hasConsent(service),
    () => false,
  );
  // Consent withdrawn (in the settings, or in another tab's): frames loaded by it or by a click go.
  const wasConsented = useRef(consented);
  useEffect(() => {
    if (wasConsented.current && !consented) setByClick(false);
    wasConsented.current = consented;
  }, [consented]);
  return {
    loadThirdParty: byClick || consented,
    byClick,
    load: () => setByClick(true),
    allowAlways: () => {
      const category = SERVICES[service].category;
      recordChoice({ ...(currentChoice()?.granted ?? noneGranted()), [category]: true });
      setByClick(true);
    },
  };
}
