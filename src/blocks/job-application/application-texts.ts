import type { JobArea } from '@/leads/applications/application';
import type {
  ApplicationErrorCode,
  ApplicationField,
} from '@/leads/applications/application-fields';
import type { LeadFormTexts } from '../lead-form/lead-form-texts';

/** Every word the application form shows, in the page's language, from the server to the form. */
export interface ApplicationTexts {
  labels: Record<ApplicationField | 'position', string>;
  optional: string;
  hints: Partial<Record<ApplicationField, string>>;
  areas: Record<JobArea, string>;
  areaChoose: string;
  /** The privacy acknowledgement, split around the link's words. */
  privacy: { before: string; link: string; after: string };
  submit: string;
  sending: string;
  /** With `{percent}` replaced by the form. */
  progress: string;
  filesAgain: string;
  /** With `{count}` replaced by the form. */
  errorTitle: Record<'one' | 'other', string>;
  /** Per code, with `{field}` for the field's label. */
  errors: Record<ApplicationErrorCode, string>;
  refused: string;
  unavailable: string;
  confirm: string;
  honeypot: string;
  thanksTitle: string;
  thanksText: string;
  pow: LeadFormTexts['pow'];
}
