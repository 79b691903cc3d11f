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
 * Loads Storyblok's bridge script and connects its events to the live edits. Returns what undoes
 * it (the script element is removed; a bridge already running cannot be stopped by its API).
 */
export function startBridge(options: {
  src: string;
  locale: Locale;
  refresh: () => void;
}): () => void {
  const script = document.createElement('script');
  script.src = options.src;
  script.async = true;
  script.onload = () => {
    if (!window.StoryblokBridge) return;
    const bridge = new window.StoryblokBridge();
    const edits = liveEdits({ locale: options.locale, refresh: options.refresh });
    bridge.on('input', (event) => edits.input(event));
    bridge.on(['change', 'published'], (event) => void edits.saved(event));
  };
  document.head.append(script);
  return () => script.remove();
}
