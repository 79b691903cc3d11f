'use client';

import { lazy, type ComponentType } from 'react';
import type { LeadFormViewProps } from './lead-form-view';

/**
 * The form's code in its own chunk, fetched by the pages that draw a form and by no other: the
 * catch-all route's client components share one chunk, and every page would otherwise load it.
 * - The server renders the form at once, in the page's HTML, so it posts before any script runs.
 *   `process.env.NEXT_RUNTIME` is a constant of each build (empty in the browser's), so the
 *   browser's build has no `require` of it. Outside Next (unit tests) the lazy path is taken.
 * - The browser hydrates the form once its chunk has arrived (`lazy`). Until then React keeps the
 *   server's markup as it is. No Suspense boundary of its own: the server suspends inside the form
 *   (React encodes the action's state asynchronously), and a boundary here would stream the form
 *   into a hidden element that only a script reveals.
 * next/dynamic does the same with a loader of about 5 kB, which would itself join the shared chunk.
 */
const ServerView: ComponentType<LeadFormViewProps> | null = process.env.NEXT_RUNTIME
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous render
    (require('./lead-form-view') as typeof import('./lead-form-view')).LeadFormView
  : null;

const BrowserView = lazy(() =>
  import('./lead-form-view').then((m) => ({ default: m.LeadFormView })),
);

export function LeadFormIsland(props: LeadFormViewProps) {
  const View = ServerView ?? BrowserView;
  return <View {...props} />;
}
