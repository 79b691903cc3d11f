'use client';

import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { LOADER_FADE_MS, LOADER_MAX_MS } from './constants';
import { FIRST_SCREEN_SCRIPT } from './first-screen';
import './loader.css';

/** Module state: the layout is mounted anew on some navigations, and the loader is for the first load. */
let firstLoadOver = false;

const timing = {
  '--loader-fade': `${LOADER_FADE_MS}ms`,
  '--loader-max': `${LOADER_MAX_MS}ms`,
} as CSSProperties;

/**
 * The full-screen loader of the first page load (spec sections 1 and 4). The server draws it, so it
 * shows without JavaScript, and then a CSS animation takes it away after `LOADER_MAX_MS`. With
 * JavaScript, the inline first-screen script right after it (`first-screen.ts`) fades it out over
 * `LOADER_FADE_MS` once the first screen is ready, while the document is still being parsed and
 * long before React runs; React only keeps it hidden when a navigation mounts the layout again.
 * The script changes the element's attributes before hydration, hence `suppressHydrationWarning`.
 * Decorative, so hidden from assistive technology throughout, and it lets clicks through.
 */
export function LoaderCurtain({ children }: { children: ReactNode }) {
  const [mountedAgain] = useState(() => firstLoadOver);

  useEffect(() => {
    firstLoadOver = true;
  }, []);

  return (
    <>
      <div
        className="site-loader"
        style={timing}
        hidden={mountedAgain}
        aria-hidden="true"
        suppressHydrationWarning
      >
        {children}
      </div>
      {mountedAgain ? null : (
        <script
          dangerouslySetInnerHTML={{ __html: FIRST_SCREEN_SCRIPT }}
          suppressHydrationWarning
        />
      )}
    </>
  );
}
