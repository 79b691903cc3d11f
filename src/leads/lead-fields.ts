import { MAX_QUERY_PRODUCTS } from '../paths/product-query';

/**
 * The fields of the site's own forms (issue 44) and their limits: one list that the form, the
 * server's validation and the store read, so a limit is written once.
 */
export const LEAD_KINDS = ['quote', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const CONTACT_TOPICS = ['sales', 'service', 'parts', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Maximum lengths in characters; the form's `maxlength` and the server's check. */
export const FIELD_LIMITS = {
  name: 120,
  company: 160,
  email: 254,
  phone: 40,
  quantity: 200,
  message: 5000,
} as const;

/** At most this many products in one quote request (the comparison shows four). */
export const MAX_PRODUCTS = MAX_QUERY_PRODUCTS;

/** The largest form body the server reads, in bytes (every field at its limit fits well within). */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * Line breaks, control characters (C0, DEL, C1), the Unicode line and paragraph separators, and
 * the bidi controls that reorder what follows them: none belongs in a one-line field, and each
 * could make the e-mail to sales show rows or text that nobody typed there.
 */
export const HIDDEN_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

/** The browser's `autocomplete` token of each field that has one. */
export const AUTOCOMPLETE = {
  name: 'name',
  company: 'organization',
  email: 'email',
  phone: 'tel',
  country: 'country',
} as const;

/** The hidden field a person never sees and a robot fills in. */
export const HONEYPOT_FIELD = 'website';
/** The hidden field carrying the signed timing token (`form-token.ts`). */
export const TOKEN_FIELD = 'form_token';
/** Where a page's form fetches its timing token (no-store, one per visitor). */
export const TOKEN_ENDPOINT = '/api/leads/token';
/**
 * Where a form shown without a script marks when it was opened: an image in the form's
 * `<noscript>` that sets `OPENED_COOKIE`, a timing token bound to the visitor (`form-cookie.ts`).
 */
export const OPENED_ENDPOINT = '/api/leads/opened';
/** The cookie holding that token, read when a post's token field is empty. */
export const OPENED_COOKIE = 'fortarc_form';
/** The field the proof-of-work widget fills (ALTCHA's payload), only where scripts run. */
export const PROOF_FIELD = 'altcha';
/** Where the widget fetches its challenge (no-store, one per visitor). */
export const CHALLENGE_ENDPOINT = '/api/leads/challenge';
/** The proof of work's worker, a same-origin script (the CSP's `worker-src` names only 'self'). */
export const POW_WORKER_PATH = '/api/leads/pow-worker';

/** A field's error, as a code; the form words it in the page's language (messages `Leads.errors.*`). */
export type FieldErrorCode =
  | 'required'
  | 'email'
  | 'tooLong'
  | 'invalid'
  | 'acknowledge'
  /** A line break or a hidden character in a one-line field. */
  | 'oneLine';

/** Every field of either form. */
export const LEAD_FIELDS = [
  'name',
  'company',
  'email',
  'phone',
  'country',
  'products',
  'quantity',
  'topic',
  'message',
  'privacy',
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** The order the fields appear in, so the error summary lists them as the form shows them. */
export const FIELD_ORDER: Record<LeadKind, readonly LeadField[]> = {
  // every field but the contact form's topic, in the list's own order
  quote: LEAD_FIELDS.filter((field) => field !== 'topic'),
  contact: ['name', 'email', 'phone', 'company', 'topic', 'message', 'privacy'],
};

export type FieldErrors = Partial<Record<LeadField, FieldErrorCode>>;
