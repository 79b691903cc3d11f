import type { ReactNode } from 'react';
import type { FieldErrorCode, LeadField } from '@/leads/lead-fields';
import type { ContactTopic } from '@/leads/lead-fields';

/** Where a field's label goes in an error sentence. */
export const FIELD_SLOT = '{field}';

/** The proof-of-work widget's words the form can show (ALTCHA's i18n keys). */
export const POW_STRINGS = [
  'label',
  'loading',
  'verifying',
  'verified',
  'verify',
  'error',
  'expired',
  'reload',
  'verificationRequired',
  'waitAlert',
  'cancel',
] as const;

/** Every word the form shows, in the page's language, handed from the server to the form. */
export interface LeadFormTexts {
  labels: Record<LeadField | 'marketing', string>;
  optional: string;
  required: string;
  hints: Partial<Record<LeadField, string>>;
  topics: Record<ContactTopic, string>;
  topicChoose: string;
  countryChoose: string;
  productsNone: string;
  /** The catalogue picker's words; `pickerNone` keeps `{query}` for the form to fill in. */
  picker: { choose: string; more: string; search: string; none: string };
  productsDropped?: string;
  /** The privacy acknowledgement, split around the link's words. */
  privacy: { before: string; link: string; after: string };
  submit: string;
  sending: string;
  /** With `{count}` replaced by the form. */
  errorTitle: Record<'one' | 'other', string>;
  /** Per code: the sentence the summary and the field show, with `{field}` for the field's label. */
  errors: Record<FieldErrorCode, string>;
  refused: string;
  confirm: string;
  honeypot: string;
  pow: Record<(typeof POW_STRINGS)[number], string>;
}

export interface LeadFormProduct {
  slug: string;
  name: string;
  /** The model code, shown beside the name and matched by the picker's search. */
  code?: string;
  /** Its image, small, drawn by the server. */
  thumb?: ReactNode;
}

/** The catalogue by family, for visitors who come without products (the quote form's picker). */
export interface LeadFormFamily {
  family: string;
  label: string;
  products: LeadFormProduct[];
}
