'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

/**
 * Enhances the gallery's thumbnails (plain `#image` links without JavaScript): a click scrolls the
 * image strip sideways instead of jumping the page, and the thumbnail of the image in view is
 * marked `aria-current`.
 */
export function GalleryNavigator({ stripId, children }: { stripId: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const strip = document.getElementById(stripId);
    const links = root.current?.querySelectorAll<HTMLAnchorElement>('a[href^="#"]');
    if (!strip || !links) return;
    const mark = () => {
      const index = Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth));
      links.forEach((link, position) => {
        if (position === index) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      });
    };
    mark();
    strip.addEventListener('scroll', mark, { passive: true });
    return () => strip.removeEventListener('scroll', mark);
  }, [stripId]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
    const strip = document.getElementById(stripId);
    // The strip is positioned, so a slide's offsetLeft is its place in the strip.
    const slide = link && document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!strip || !slide || !strip.contains(slide)) return;
    event.preventDefault();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    strip.scrollTo({ left: slide.offsetLeft, behavior: still ? 'auto' : 'smooth' });
  }

  return (
    <div ref={root} onClick={onClick}>
      {children}
    </div>
  );
}
