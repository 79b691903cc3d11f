import type { FieldErrorCode } from '../lead-fields';

/**
 * The fields of the job application form (issue 64) and their limits: one list that the form,
 * the multipart reader and the validation read, so a limit is written once.
 */
export const APPLICATION_FIELDS = [
  'name',
  'email',
  'phone',
  'area',
  'message',
  'cv',
  'attachment',
  'privacy',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** The file inputs: the CV (required) and one more document (optional). */
export const FILE_FIELDS = ['cv', 'attachment'] as const;

/** Maximum lengths in characters of the text fields. */
export const APPLICATION_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  message: 2000,
} as const;

/** The largest file kept: 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The text fields' share of a post: the form's fields at their limits fit well within. */
export const MAX_FIELDS_BYTES = 64 * 1024;

/** The largest post the application route reads: two files at their limit and the fields. */
export const MAX_APPLICATION_BYTES = 2 * MAX_FILE_BYTES + MAX_FIELDS_BYTES;

/** Where the form posts, with and without JavaScript. */
export const APPLICATION_ENDPOINT = '/api/jobs/apply';

/** The thank-you view's `?sent=` value on the form's page. */
export const APPLICATION_SENT = 'application';

/** The query key of a page showing a form's answer to a post without JavaScript. */
export { PRIVATE_ANSWER_KEY as ANSWER_KEY } from '../../paths/listing-query';

/** The `form` field of the form on an opening's page (elsewhere: the block's id). */
export const OPENING_FORM = 'opening';

/** A field's error, as a code; the form words it in the page's language. */
export type ApplicationErrorCode =
  | FieldErrorCode
  /** Not a PDF, DOCX or ODT by its content. */
  | 'fileType'
  /** A document with macros. */
  | 'fileMacros'
  /** A ZIP that would expand past 50 MB, or that cannot be read. */
  | 'fileUnsafe'
  | 'fileTooLarge';

export type ApplicationErrors = Partial<Record<ApplicationField, ApplicationErrorCode>>;
