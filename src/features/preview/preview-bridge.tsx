'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { Locale } from '@/i18n/routing';
import { liveEdits, type BridgeEvent } from './live-edits';

interface StoryblokBridge {
  on(events: string | string[], callback: (event?: BridgeEvent) => void): void;
}

declare global {
  interface Window {
    StoryblokBridge?: new (options?: Record<string, unknown>) => StoryblokBridge;
  }
}

/**
 * Storyblok's bridge, in a draft preview only: an edit in the visual editor (`input`) shows in
 * the page without a reload; a save or publish (`change`, `published`) reloads the saved draft.
 * The script is the editor's own (STORYBLOK_BRIDGE_URL), requested once the page is shown.
 */
export function PreviewBridge({ src, locale }: { src: string; locale: Locale }) {
  const router = useRouter();
  useEffect(() => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (!window.StoryblokBridge) return;
      const bridge = new window.StoryblokBridge();
      const edits = liveEdits({ locale, refresh: () => router.refresh() });
      bridge.on('input', (event) => edits.input(event));
      bridge.on(['change', 'published'], (event) => void edits.saved(event));
    };
    document.head.append(script);
    return () => script.remove();
  }, [src, locale, router]);
  return null;
}
