'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { Locale } from '@/i18n/routing';

/**
 * Storyblok's bridge, in a draft preview only: an edit in the visual editor (`input`) shows in
 * the page without a reload; a save or publish (`change`, `published`) reloads the saved draft.
 * The script is the editor's own (STORYBLOK_BRIDGE_URL), requested once the page is shown. The
 * code that runs it is a chunk of its own, imported here: the layout's chunk, which every page
 * loads, carries only this component.
 */
export function PreviewBridge({ src, locale }: { src: string; locale: Locale }) {
  const router = useRouter();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import('./bridge-session').then(({ startBridge }) => {
      if (!left) stop = startBridge({ src, locale, refresh: () => router.refresh() });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [src, locale, router]);
  return null;
}
