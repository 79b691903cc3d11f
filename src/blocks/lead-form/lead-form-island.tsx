'use client';

import dynamic from 'next/dynamic';
import type { LeadFormViewProps } from './lead-form-view';

/**
 * The form's code in its own chunk, fetched by the pages that draw a form and by no other: the
 * catch-all route's client components share one chunk, and every page would otherwise load it.
 * The server still renders the whole form, so it posts before this has arrived.
 */
const LeadFormView = dynamic(() => import('./lead-form-view').then((m) => m.LeadFormView));

export function LeadFormIsland(props: LeadFormViewProps) {
  return <LeadFormView {...props} />;
}
