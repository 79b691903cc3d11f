'use client';

import { lazy, type ComponentType } from 'react';
import type { ApplicationFormViewProps } from './application-form-view';

/**
 * The form's code in its own chunk, fetched by the pages that draw the form only; the server
 * renders it at once, in the page's HTML, so it posts before any script runs (as the lead
 * forms' island, `lead-form-island.tsx`, explains).
 */
const ServerView: ComponentType<ApplicationFormViewProps> | null = process.env.NEXT_RUNTIME
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous render
    (require('./application-form-view') as typeof import('./application-form-view'))
      .ApplicationFormView
  : null;

const BrowserView = lazy(() =>
  import('./application-form-view').then((m) => ({ default: m.ApplicationFormView })),
);

export function ApplicationFormIsland(props: ApplicationFormViewProps) {
  const View = ServerView ?? BrowserView;
  return <View {...props} />;
}
