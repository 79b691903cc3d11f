import type { ApplicationInput, StoredApplication } from './application';

/**
 * An application as both adapters keep it: the columns the store filters by (e-mail, date) and
 * the rest as one JSON document, as `lead-row.ts` keeps a lead.
 */
export interface ApplicationRow {
  id: string;
  locale: string;
  email: string;
  data: string;
  createdAt: Date;
}

type ApplicationData = Omit<ApplicationInput, 'locale' | 'email'>;

export function toApplicationRow(
  id: string,
  application: ApplicationInput,
  createdAt: Date,
): ApplicationRow {
  const { locale, email, ...data } = application;
  return { id, locale, email: email.toLowerCase(), data: JSON.stringify(data), createdAt };
}

export function fromApplicationRow(row: ApplicationRow): StoredApplication {
  const data = JSON.parse(row.data) as ApplicationData;
  return {
    ...data,
    id: row.id,
    locale: row.locale as StoredApplication['locale'],
    email: row.email,
    createdAt: row.createdAt,
  };
}
