import {
  APPLICATION_FIELDS,
  type ApplicationErrors,
} from '@/leads/applications/application-fields';
import { readFormAnswer } from '@/leads/applications/form-answer';
import { leadStore } from '@/leads/store-instance';

/** What a post without JavaScript was answered, for its page to show (`application-route.ts`). */
export interface ApplicationAnswer {
  status: 'invalid' | 'refused' | 'unavailable';
  errors?: ApplicationErrors;
  values?: Record<string, string>;
  /** A fresh timing token, when the post came without one (or with one a person may renew). */
  token?: string;
}

const STATUSES = new Set(['invalid', 'refused', 'unavailable']);
const FIELDS = new Set<string>(APPLICATION_FIELDS);

/** Only what an answer may hold: anything else in a record is left out. */
function shaped(value: unknown): ApplicationAnswer | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.status !== 'string' || !STATUSES.has(record.status)) return undefined;
  const strings = (of: unknown, keep: (key: string) => boolean) =>
    Object.fromEntries(
      Object.entries(of && typeof of === 'object' ? of : {}).filter(
        ([key, item]) => keep(key) && typeof item === 'string',
      ),
    ) as Record<string, string>;
  return {
    status: record.status as ApplicationAnswer['status'],
    errors: strings(record.errors, (key) => FIELDS.has(key)) as ApplicationErrors,
    values: strings(record.values, (key) => FIELDS.has(key)),
    ...(typeof record.token === 'string' && { token: record.token }),
  };
}

/** The answer a page's `?application=` ticket names, while it is kept. */
export async function readApplicationAnswer(
  ticket: string | null | undefined,
): Promise<ApplicationAnswer | undefined> {
  if (!ticket) return undefined;
  try {
    return shaped(await readFormAnswer(await leadStore(), ticket));
  } catch {
    // the store cannot answer: the form is shown as it is, empty
    return undefined;
  }
}
