'use client';

import { useEffect } from 'react';
import { isLocale, languageCookie } from '@/i18n/routing';

/** The language switcher's links: plain anchors carrying the target language. */
const LANGUAGE_LINK = 'a[hreflang][lang]';

/** Writes the language cookie when the visitor follows a language link (spec section 4). */
export function RememberLanguage() {
  useEffect(() => {
    const remember = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const code = target?.closest(LANGUAGE_LINK)?.getAttribute('hreflang');
      if (!isLocale(code)) return;
      const { name, maxAgeSeconds, path, sameSite } = languageCookie;
      document.cookie = `${name}=${code}; max-age=${maxAgeSeconds}; path=${path}; samesite=${sameSite}`;
    };
    // `auxclick`: a middle click opens the other language in a new tab, a choice all the same.
    for (const type of ['click', 'auxclick'] as const) {
      document.addEventListener(type, remember, { capture: true });
    }
    return () => {
      for (const type of ['click', 'auxclick'] as const) {
        document.removeEventListener(type, remember, { capture: true });
      }
    };
  }, []);
  return null;
}
