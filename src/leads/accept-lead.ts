import {
  checkFormToken,
  formSecret,
  issueFormToken,
  readFormToken,
  TOKEN_LIFETIME_MS,
  type FormToken,
} from './form-token';
import {
  countAccepted,
  countConfirmationWithheld,
  countRefused,
  type RefusalReason,
} from './lead-counters';
import { HONEYPOT_FIELD, PROOF_FIELD, TOKEN_FIELD, type LeadKind } from './lead-fields';
import type { FieldErrors } from './lead-fields';
import { formStrings, validateLead, type FormValues, type LeadInput } from './lead-schema';
import type { Channel, LeadStore, StoredLead } from './lead-store';
import { processLeadsConfig } from './leads-config';
import { kickOutbox } from './outbox-signal';
import type { CompanyContacts } from './outbox/confirmation-email';
import { checkProof } from './proof-of-work';
import type { SalesPartner } from './sales-partners';
import { leadStore } from './store-instance';
import { laneOf, tokenBinding, type Visitor } from './visitor';

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

const single = (value: FormValues[string]) =>
  typeof value === 'string' ? value : (value?.[0] ?? '');

/** A request that passed the checks that change nothing, and what storing it will spend. */
interface Passed {
  lead: LeadInput;
  /** The timing token, spent when the request is stored. */
  token: FormToken;
  /** The proof of work, when one is due (spent when stored); none: the lane is taken instead. */
  proof?: string;
  visitor: Visitor;
}

/** What the checks that change nothing say of a submission; the caller does what it implies. */
type Screening =
  | { outcome: 'answer'; answer: Acceptance; refused?: RefusalReason }
  | ({ outcome: 'store' } & Passed);

function screenLead(
  kind: LeadKind,
  locale: string,
  values: FormValues,
  visitor: Visitor,
): Screening {
  const config = processLeadsConfig();
  if (single(values[HONEYPOT_FIELD]) !== '') {
    return { outcome: 'answer', answer: { status: 'refused' }, refused: 'honeypot' };
  }
  const secret = formSecret(config.LEADS_SECRET);
  const bound = tokenBinding(visitor, secret);
  const fresh = () => issueFormToken(secret, { visitor: bound });
  const tokenText = single(values[TOKEN_FIELD]);
  const token = checkFormToken(
    tokenText || undefined,
    secret,
    config.LEADS_MIN_SECONDS * 1000,
    bound,
  );
  const validation = validateLead(kind, locale, values);
  if (token === 'missing') {
    // no script ran (or it could not fetch a token): the form comes back with one, values kept
    const errors = validation.ok ? {} : validation.errors;
    const kept = validation.ok ? formStrings(values) : validation.values;
    const answer: Acceptance = { status: 'invalid', errors, values: kept, token: fresh() };
    return { outcome: 'answer', answer };
  }
  // what is missing is said first, even to a quick sender: only a complete request is refused
  if (!validation.ok && (token === 'ok' || token === 'early')) {
    const answer: Acceptance = {
      status: 'invalid',
      errors: validation.errors,
      values: validation.values,
    };
    return { outcome: 'answer', answer };
  }
  if (token !== 'ok' || !validation.ok) {
    // a person may press Send again: too soon, after a day, or from another network or browser
    const again = token === 'early' || token === 'expired' || token === 'foreign';
    const answer: Acceptance = { status: 'refused', token: again ? fresh() : undefined };
    return { outcome: 'answer', answer, refused: 'token' };
  }
  // a form without a script has no proof; one whose script fetched the token, or that carries
  // a proof, must carry a good one
  const proof = single(values[PROOF_FIELD]);
  // checked above: the token is ours
  const read = readFormToken(tokenText, secret)!;
  const proofDue = proof !== '' || read.scripted;
  return {
    outcome: 'store',
    lead: validation.lead,
    token: read,
    visitor,
    ...(proofDue && { proof }),
  };
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
 * Spends what the request carries (its proof of work, or its network's turn in the lane without
 * one; then its token) and stores it. Each spend is a write that refuses a second one on any
 * instance sharing the store. `undo`: a refusal or a failed write gives back what this call took,
 * so the request can be answered in full by `acceptLead` as though it had not been tried.
 */
async function storeLead(
  kind: LeadKind,
  passed: Passed,
  context: LeadContext,
  onRefusal: 'keep' | 'undo',
): Promise<Stored> {
  const config = processLeadsConfig();
  const secret = formSecret(config.LEADS_SECRET);
  let store: LeadStore;
  try {
    store = await leadStore();
  } catch (error) {
    return unavailable(kind, error);
  }
  // read before anything is spent: a content source that cannot answer (outside Next's request,
  // for the production server's early acceptance) throws having spent nothing
  const input = await withContext(passed.lead, context);
  const now = new Date();
  const taken: { key: string; until: Date }[] = [];
  const giveBack = () =>
    Promise.all(taken.map(({ key, until }) => store.release(key, until))).catch(() => undefined);
  const refuse = async (reason: RefusalReason): Promise<Stored> => {
    if (onRefusal === 'undo') await giveBack();
    return { status: 'refused', reason };
  };
  const take = async (key: string, until: Date) => {
    const held = await store.hold(key, until, now);
    if (held) taken.push({ key, until });
    return held;
  };
  try {
    if (passed.proof !== undefined) {
      // checked last, so a proof is spent only by a request that is otherwise complete
      if ((await checkProof(passed.proof || undefined, secret, store)) !== 'ok') {
        return refuse('proof-of-work');
      }
    } else if (config.LEADS_PLAIN_INTERVAL_SECONDS > 0) {
      const until = new Date(now.getTime() + config.LEADS_PLAIN_INTERVAL_SECONDS * 1000);
      if (!(await take(laneKey(passed.visitor, secret), until))) return refuse('lane');
    }
    const expires = new Date(passed.token.issuedAt + TOKEN_LIFETIME_MS);
    if (!(await take(`token:${passed.token.id}`, expires))) return refuse('token');
    const { lead, queued } = await store.insert(input, channelsFor(config));
    countAccepted(kind);
    if (config.LEADS_CONFIRMATION && !queued.includes('confirmation')) countConfirmationWithheld();
    kickOutbox();
    return { status: 'accepted', lead };
  } catch (error) {
    // what was taken is given back, so the visitor can send the same form again once it works
    await giveBack();
    return unavailable(kind, error);
  }
}

/** The store's key of a network's lane without a proof of work. */
const laneKey = (visitor: Visitor, secret: string) => `plain:${laneOf(visitor, secret)}`;

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
