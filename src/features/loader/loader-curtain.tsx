'use client';

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { LOADER_FADE_MS, LOADER_MAX_MS } from './constants';
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
 * JavaScript it fades out over `LOADER_FADE_MS` once the page has loaded, or at `LOADER_MAX_MS` if
 * that comes first (at once with reduced motion), and is then removed from layout (`hidden`). Decorative, so hidden from assistive
 * technology throughout, and it lets clicks through: the page under it is already live.
 */
export function LoaderCurtain({ children }: { children: ReactNode }) {
  const curtain = useRef<HTMLDivElement>(null);
  const [gone, setGone] = useState(() => firstLoadOver);

  useEffect(() => {
    const element = curtain.current;
    if (gone || !element) return;
    let timer: number | undefined;
    const hide = () => {
      firstLoadOver = true;
      setGone(true);
    };
    // The CSS fallback already took it away (a slow start): only take it out of the layout.
    if (getComputedStyle(element).visibility === 'hidden') {
      hide();
      return;
    }
    // From here the script decides; the fallback animation would cut the fade short. The style is
    // read once so the browser applies this before the fade, which would otherwise not transition.
    element.dataset.script = '';
    void getComputedStyle(element).opacity;
    const leave = () => {
      window.removeEventListener('load', leave);
      window.clearTimeout(timer);
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        hide();
        return;
      }
      element.dataset.leaving = '';
      timer = window.setTimeout(hide, LOADER_FADE_MS);
    };
    if (document.readyState === 'complete') leave();
    else {
      window.addEventListener('load', leave);
      timer = window.setTimeout(leave, Math.max(0, LOADER_MAX_MS - performance.now()));
    }
    return () => {
      window.removeEventListener('load', leave);
      window.clearTimeout(timer);
    };
  }, [gone]);

  return (
    <div ref={curtain} className="site-loader" style={timing} hidden={gone} aria-hidden="true">
      {children}
    </div>
  );
}
