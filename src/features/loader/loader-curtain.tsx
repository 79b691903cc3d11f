'use client';

import type { CSSProperties, ReactNode } from 'react';
import { LOADER_FADE_MS } from './constants';
import { LOADER_SCRIPT } from './loader-script';
import './loader.css';

const timing = { '--loader-fade': `${LOADER_FADE_MS}ms` } as CSSProperties;

/**
 * The full-screen loader of the first page load (spec sections 1 and 4), drawn by the server
 * `hidden`, with its script right after it (`loader-script.ts`), which shows it and takes it away
 * once the first screen is ready, long before React runs. Without JavaScript it never shows. When
 * a client navigation mounts the layout again, React draws it `hidden` and the script does not
 * run: it is for the first load only. The script changes the element's attributes before
 * hydration, hence `suppressHydrationWarning`. Decorative, so hidden from assistive technology,
 * and it lets clicks through.
 *
 * A client component with nothing to run, as the consent notice is: the page's RSC payload then
 * refers to it rather than carrying its markup and script a second time.
 */
export function LoaderCurtain({ children }: { children: ReactNode }) {
  return (
    <>
      <div
        className="site-loader"
        style={timing}
        hidden
        aria-hidden="true"
        suppressHydrationWarning
      >
        {children}
      </div>
      <script dangerouslySetInnerHTML={{ __html: LOADER_SCRIPT }} suppressHydrationWarning />
    </>
  );
}
