import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isLocale, type Locale } from '../../i18n/routing';
import { HIDDEN_CHARACTERS } from '../lead-fields';
import type { FormValues } from '../lead-schema';
import type { Validation } from '../spam-defence';
import { JOB_AREAS, type ApplicationFile, type ApplicationInput } from './application';
import {
  APPLICATION_LIMITS,
  type ApplicationErrorCode,
  type ApplicationErrors,
  type ApplicationField,
} from './application-fields';
import { checkDocument } from './document-type';

/** A file as the multipart reader received it (within MAX_FILE_BYTES). */
export interface ReceivedFile {
  field: 'cv' | 'attachment';
  /** The name the browser sent, as it sent it. */
  name: string;
  data: Buffer;
}

/** What the content says of the form's page: an opening, or a page for spontaneous applications. */
export type Opening =
  | { kind: 'opening'; position: string; recipients: string[] }
  | { kind: 'spontaneous'; recipients: string[] };

/** An application that passed validation: what is stored, and the bytes of its files. */
export interface ValidApplication {
  input: ApplicationInput;
  files: Map<string, Buffer>;
}

// one @, something on each side, a dot in the domain, no spaces (as the lead forms check)
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
const PHONE = /^[+()0-9 ./-]{5,}$/;
const HIDDEN = new RegExp(`${HIDDEN_CHARACTERS.source}+`, 'gu');

const line = (max: number, required: boolean, code: ApplicationErrorCode = 'oneLine') => {
  const base = z.string().trim().max(max, { message: 'tooLong' });
  return (required ? base.min(1, { message: 'required' }) : base).refine(
    (value) => !HIDDEN_CHARACTERS.test(value),
    { message: code },
  );
};

const textSchema = z.object({
  name: line(APPLICATION_LIMITS.name, true),
  email: line(APPLICATION_LIMITS.email, true, 'email').pipe(
    z.string().regex(EMAIL, { message: 'email' }),
  ),
  phone: line(APPLICATION_LIMITS.phone, false).refine((v) => v === '' || PHONE.test(v), {
    message: 'invalid',
  }),
  message: z.string().trim().max(APPLICATION_LIMITS.message, { message: 'tooLong' }),
  privacy: z.literal('yes', { message: 'acknowledge' }),
});

const single = (value: FormValues[string]) =>
  typeof value === 'string' ? value : (value?.[0] ?? '');

/**
 * The name a file is shown under to HR: what follows the last slash or backslash of what the
 * browser sent (some send a path), one line, at most 120 characters. Never used as a path.
 */
export function displayName(sent: string): string {
  const base = sent.split(/[/\\]/).pop() ?? '';
  return base.replace(HIDDEN, ' ').trim().slice(0, 120) || 'file';
}

const REFUSAL: Record<'type' | 'macros' | 'unsafe', ApplicationErrorCode> = {
  type: 'fileType',
  macros: 'fileMacros',
  unsafe: 'fileUnsafe',
};

/** The values shown again with errors: the text fields as typed, never the files. */
export function keptValues(values: FormValues): Record<string, string> {
  return Object.fromEntries(
    (['name', 'email', 'phone', 'area', 'message', 'privacy'] as const).map((field) => [
      field,
      single(values[field]),
    ]),
  );
}

/**
 * Validates an application: its text fields, the area a spontaneous one names, and its files by
 * their content (the CV required). Pure but for the random ids the valid files are given.
 */
export function validateApplication(
  localeValue: string,
  page: string,
  opening: Opening,
  values: FormValues,
  received: readonly ReceivedFile[],
): Validation<ValidApplication, ApplicationErrors> {
  const locale: Locale = isLocale(localeValue) ? localeValue : 'it';
  const errors: ApplicationErrors = {};
  const parsed = textSchema.safeParse({
    name: single(values.name),
    email: single(values.email),
    phone: single(values.phone),
    message: single(values.message),
    privacy: single(values.privacy),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors[issue.path[0] as ApplicationField] ??= issue.message as ApplicationErrorCode;
    }
  }
  const area = single(values.area);
  const knownArea = (JOB_AREAS as readonly string[]).includes(area);
  if (opening.kind === 'spontaneous' && !knownArea) errors.area = 'required';
  const files: ApplicationFile[] = [];
  const bytes = new Map<string, Buffer>();
  for (const field of ['cv', 'attachment'] as const) {
    const file = received.find((candidate) => candidate.field === field);
    if (!file) {
      if (field === 'cv') errors.cv ??= 'required';
      continue;
    }
    const check = checkDocument(file.data);
    if (!check.ok) {
      errors[field] ??= REFUSAL[check.reason];
      continue;
    }
    const id = randomUUID();
    files.push({
      id,
      slot: field,
      name: displayName(file.name),
      type: check.type,
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
    });
    bytes.set(id, file.data);
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { ok: false, errors, values: keptValues(values) };
  }
  const text = parsed.data;
  return {
    ok: true,
    value: {
      input: {
        locale,
        name: text.name,
        email: text.email.toLowerCase(),
        phone: text.phone,
        position: opening.kind === 'opening' ? opening.position : '',
        area: opening.kind === 'spontaneous' && knownArea ? (area as ApplicationInput['area']) : '',
        message: text.message,
        page,
        recipients: opening.recipients,
        files,
      },
      files: bytes,
    },
  };
}
