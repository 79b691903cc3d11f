'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from './is-chunk-load-error';
import { mayReload, tabStorage } from './reload-guard';

/**
 * Reloads the page after a failed chunk load (spec sections 4, 8 and 9), usually a deploy that
 * removed the files of this page's build: the new document comes with the new build's files. Only
 * when the reload guard allows the path now, so a deploy that keeps failing never loops. Returns
 * whether it reloads.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!mayReload(window.location.pathname, Date.now(), tabStorage())) return false;
  window.location.reload();
  return true;
}

/**
 * Listens for failed chunk loads nothing caught: an `error` event or an unhandled rejection (a
 * dynamic import in an event handler, say). A chunk that fails while React renders a page (a
 * client navigation to a page whose code is not loaded yet) reaches the error boundaries instead,
 * which call `reloadAfterChunkError` themselves (`src/app/[locale]/error.tsx`, `global-error.tsx`).
 */
export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => void reloadAfterChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => void reloadAfterChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
