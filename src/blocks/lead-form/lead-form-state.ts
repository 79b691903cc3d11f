import type { FieldErrors } from '@/leads/lead-fields';

/**
 * What the server answers a submission that is not accepted (an accepted one redirects, 303, to
 * the thank-you view): the form is shown again with it, values kept.
 */
export interface LeadFormState {
  status: 'idle' | 'invalid' | 'refused';
  errors: FieldErrors;
  values: Record<string, string>;
  /** A fresh timing token, when the submission came without one (no script ran). */
  token?: string;
  /** Counts submissions, so the error summary takes focus again after each. */
  round: number;
}

export const INITIAL_STATE: LeadFormState = { status: 'idle', errors: {}, values: {}, round: 0 };

/** The thank-you view's query: `?sent=quote` or `?sent=contact` on the form's page. */
export const SENT_KEY = 'sent';

/** A page path the action may redirect to: one of the site's, never another host. */
export function isSitePath(path: string): boolean {
  return /^\/(?!\/)[a-z0-9\-/]*$/.test(path) && path.length < 300;
}
