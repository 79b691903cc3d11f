import type { LeadInput } from './lead-schema';
import type { LeadSummary, OutboxStatus, StoredLead } from './lead-store';

/**
 * A lead as both adapters keep it: the columns the store filters by (e-mail, dates) and the rest
 * as one JSON document, so a new optional field needs no migration.
 */
export interface LeadRow {
  id: string;
  kind: string;
  locale: string;
  email: string;
  country: string;
  marketing: boolean;
  data: string;
  createdAt: Date;
}

type LeadData = Omit<LeadInput, 'kind' | 'locale' | 'email' | 'country' | 'marketing'>;

export function toRow(id: string, lead: LeadInput, createdAt: Date): LeadRow {
  const { kind, locale, email, country, marketing, ...data } = lead;
  return {
    id,
    kind,
    locale,
    email: email.toLowerCase(),
    country,
    marketing,
    data: JSON.stringify(data),
    createdAt,
  };
}

export function fromRow(row: LeadRow): StoredLead {
  const data = JSON.parse(row.data) as LeadData;
  return {
    ...data,
    id: row.id,
    kind: row.kind as StoredLead['kind'],
    locale: row.locale as StoredLead['locale'],
    email: row.email,
    country: row.country,
    marketing: row.marketing,
    createdAt: row.createdAt,
  };
}

/** The delivery state of a lead from its messages' states. */
export function worstStatus(statuses: readonly string[]): OutboxStatus {
  if (statuses.includes('failed')) return 'failed';
  if (statuses.includes('pending')) return 'pending';
  return 'sent';
}

export function summary(row: LeadRow, statuses: readonly string[]): LeadSummary {
  return {
    id: row.id,
    kind: row.kind as LeadSummary['kind'],
    createdAt: row.createdAt,
    email: row.email,
    country: row.country,
    delivery: worstStatus(statuses),
  };
}

/** A failure reason as kept: one line, short, and never the visitor's data (callers pass codes). */
export function reasonText(reason: string): string {
  return reason.replace(/\s+/g, ' ').slice(0, 300);
}
