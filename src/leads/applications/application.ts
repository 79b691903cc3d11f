import type { Locale } from '../../i18n/routing';
import type { DocumentType } from './document-type';

/**
 * A job application as the leads store keeps it (issue 64): what the applicant typed, what the
 * content says of the opening (its title, its department's address), and the files' facts. The
 * files themselves are in the storage (`file-storage.ts`) under `fileKey(id, file.id)`.
 */
export const FILE_SLOTS = ['cv', 'attachment'] as const;
export type FileSlot = (typeof FILE_SLOTS)[number];

export interface ApplicationFile {
  /** Its id in the storage, random. */
  id: string;
  slot: FileSlot;
  /** The name the applicant's file had, one line and short: shown to HR, never used as a path. */
  name: string;
  type: DocumentType;
  size: number;
  /** Hex SHA-256 of the bytes as received, checked again when they are read back. */
  sha256: string;
}

/** The areas of work a spontaneous application may name. */
export const JOB_AREAS = [
  'production',
  'service',
  'engineering',
  'sales',
  'administration',
  'other',
] as const;
export type JobArea = (typeof JOB_AREAS)[number];

export interface ApplicationInput {
  locale: Locale;
  name: string;
  email: string;
  phone: string;
  /** The opening's title as its page shows it; '' for a spontaneous application. */
  position: string;
  /** The area a spontaneous application names; '' on an opening's page. */
  area: JobArea | '';
  message: string;
  /** The page the form was on. */
  page: string;
  /** The department's addresses from the content; none: JOBS_TO. */
  recipients: string[];
  files: ApplicationFile[];
}

export interface StoredApplication extends ApplicationInput {
  id: string;
  createdAt: Date;
}

/** An application claimed for delivery to HR. */
export interface ApplicationDelivery {
  application: StoredApplication;
  /** This attempt's number, from 1. */
  attempts: number;
}
