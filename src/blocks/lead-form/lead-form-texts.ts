import type { FieldErrorCode, LeadField } from '@/leads/lead-fields';
import type { ContactTopic } from '@/leads/lead-fields';

/** Where a field's label goes in an error sentence. */
export const FIELD_SLOT = '{field}';

/** Every word the form shows, in the page's language, handed from the server to the form. */
export interface LeadFormTexts {
  labels: Record<LeadField | 'marketing', string>;
  optional: string;
  required: string;
  hints: Partial<Record<LeadField, string>>;
  topics: Record<ContactTopic, string>;
  topicChoose: string;
  productsNone: string;
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
}

export interface LeadFormProduct {
  slug: string;
  name: string;
}
