import {
  countAccepted,
  countConfirmationWithheld,
  countRefused,
  type RefusalReason,
} from './lead-counters';
import type { FieldErrors, LeadKind } from './lead-fields';
import { formStrings, validateLead, type FormValues, type LeadInput } from './lead-schema';
import type { Channel, LeadStore, StoredLead } from './lead-store';
import { processLeadsConfig } from './leads-config';
import { kickOutbox } from './outbox-signal';
import type { CompanyContacts } from './outbox/confirmation-email';
import type { SalesPartner } from './sales-partners';
import { screenSubmission, spendSubmission, type Passed, type Spending } from './spam-defence';
import { leadStore } from './store-instance';
import type { Visitor } from './visitor';

export type Acceptance =
  | { status: 'accepted'; lead: StoredLead }
  | { status: 'invalid'; errors: FieldErrors; values: Record<string, string>; token?: string }
  /** A robot's, or a person's too quick or too late: a fresh token when a person may try again. */
  | { status: 'refused'; token?: string }
  /** The store could not take it: the visitor is told to call or write instead. */
  | { status: 'unavailable' };

/** The products a quote names that the catalogue publishes, with their names; others are dropped. */
export type ProductResolver = (
  slugs: readonly string[],
) => Promise<{ slug: string; name: string }[]>;

export interface LeadContext {
  resolveProducts?: ProductResolver;
  /** The CMS's addresses for a request of this kind and topic. */
  recipients?: (kind: LeadKind, topic: string) => Promise<string[]>;
  /** The company's phone and e-mail, for the visitor's confirmation. */
  contacts?: () => Promise<CompanyContacts>;
  /** The sales partners a quote request from this country names (ISO alpha-2). */
  salesPartners?: (country: string) => Promise<SalesPartner[]>;
}

const noErrors: FieldErrors = {};

function screenLead(kind: LeadKind, locale: string, values: FormValues, visitor: Visitor) {
  const validation = validateLead(kind, locale, values);
  return screenSubmission<LeadInput, FieldErrors>(
    values,
    visitor,
    validation.ok ? { ok: true, value: validation.lead } : validation,
    () => formStrings(values),
    noErrors,
  );
}

/**
 * One form submission, checked and, when it passes, stored with its outbox messages before the
 * visitor is told it was sent. A robot's submission (honeypot filled; token forged, expired,
 * too quick, from another visitor or spent before; where the form's script ran, no valid proof
 * of work; without a proof, a second one from the same network within
 * LEADS_PLAIN_INTERVAL_SECONDS) is refused without saying which check failed: counted, never
 * stored.
 */
export async function acceptLead(
  kind: LeadKind,
  locale: string,
  values: FormValues,
  visitor: Visitor,
  context: LeadContext = {},
): Promise<Acceptance> {
  const screening = screenLead(kind, locale, values, visitor);
  if (screening.outcome === 'answer') {
    if (screening.refused) countRefused(screening.refused);
    return screening.answer;
  }
  const stored = await storeLead(kind, screening, context, 'keep');
  if (stored.status !== 'refused') return stored;
  countRefused(stored.reason);
  return { status: 'refused' };
}

/**
 * The same submission, stored only when every check passes without a proof of work due: a form
 * posted without a script, complete, with its token. Anything else (a refusal, errors to show, a
 * proof to spend) returns undefined having changed nothing, so `acceptLead` can answer it in full.
 */
export async function acceptCompleteLead(
  kind: LeadKind,
  locale: string,
  values: FormValues,
  visitor: Visitor,
  context: LeadContext = {},
): Promise<Acceptance | undefined> {
  const screening = screenLead(kind, locale, values, visitor);
  if (screening.outcome !== 'store' || screening.proof !== undefined) return undefined;
  const stored = await storeLead(kind, screening, context, 'undo');
  return stored.status === 'accepted' ? stored : undefined;
}

type Stored =
  Exclude<Acceptance, { status: 'refused' }> | { status: 'refused'; reason: RefusalReason };

/**
 * Spends what the request carries (`spendSubmission`) and stores it. `undo`: a refusal or a
 * failed write gives back what this call took, so the request can be answered in full by
 * `acceptLead` as though it had not been tried.
 */
async function storeLead(
  kind: LeadKind,
  passed: Passed<LeadInput>,
  context: LeadContext,
  onRefusal: 'keep' | 'undo',
): Promise<Stored> {
  const config = processLeadsConfig();
  let store: LeadStore;
  try {
    store = await leadStore();
  } catch (error) {
    return unavailable(kind, error);
  }
  // read before anything is spent: a content source that cannot answer (outside Next's request,
  // for the production server's early acceptance) throws having spent nothing
  const input = await withContext(passed.value, context);
  let spent: Spending | undefined;
  try {
    const spending = await spendSubmission(store, passed, onRefusal);
    if ('refused' in spending) return { status: 'refused', reason: spending.refused };
    spent = spending;
    const { lead, queued } = await store.insert(input, channelsFor(config));
    countAccepted(kind);
    if (config.LEADS_CONFIRMATION && !queued.includes('confirmation')) countConfirmationWithheld();
    kickOutbox();
    return { status: 'accepted', lead };
  } catch (error) {
    // what was taken is given back, so the visitor can send the same form again once it works
    await spent?.giveBack();
    return unavailable(kind, error);
  }
}

function channelsFor(config: ReturnType<typeof processLeadsConfig>): Channel[] {
  return [
    'email',
    ...(config.LEADS_WEBHOOK_URL ? ['webhook' as const] : []),
    ...(config.LEADS_CONFIRMATION ? ['confirmation' as const] : []),
  ];
}

/** The request as stored: its products' names, sales' addresses and the company's contacts. */
async function withContext(lead: LeadInput, context: LeadContext): Promise<LeadInput> {
  const products = context.resolveProducts
    ? await context.resolveProducts(lead.products)
    : lead.products.map((slug) => ({ slug, name: slug }));
  return {
    ...lead,
    products: products.map((p) => p.slug),
    productNames: products.map((p) => p.name),
    recipients: (await context.recipients?.(lead.kind, lead.topic)) ?? [],
    ...(processLeadsConfig().LEADS_CONFIRMATION && { companyContacts: await context.contacts?.() }),
    ...(lead.kind === 'quote' && { salesPartners: await salesPartnersOf(lead.country, context) }),
  };
}

/** A help to sales, never a condition: partners that cannot be read leave the e-mail without them. */
async function salesPartnersOf(country: string, context: LeadContext): Promise<SalesPartner[]> {
  if (!context.salesPartners || country === '') return [];
  try {
    return await context.salesPartners(country);
  } catch (error) {
    console.warn(`Requests from visitors: no sales partners named: ${(error as Error).message}`);
    return [];
  }
}

function unavailable(kind: LeadKind, error: unknown): { status: 'unavailable' } {
  // never the visitor's data in the log: the store's error names the table or the connection
  console.error(
    `Requests from visitors: could not store a ${kind} request: ${(error as Error).message}`,
  );
  return { status: 'unavailable' };
}
