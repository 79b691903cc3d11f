import { checkFormToken, formSecret, isScriptedToken, issueFormToken } from './form-token';
import { countAccepted, countRefused, type RefusalReason } from './lead-counters';
import { HONEYPOT_FIELD, PROOF_FIELD, TOKEN_FIELD, type LeadKind } from './lead-fields';
import type { FieldErrors } from './lead-fields';
import { formStrings, validateLead, type FormValues, type LeadInput } from './lead-schema';
import type { Channel, LeadStore, StoredLead } from './lead-store';
import { processLeadsConfig } from './leads-config';
import { kickOutbox } from './outbox-signal';
import type { CompanyContacts } from './outbox/confirmation-email';
import { checkProof, type ProofCheck } from './proof-of-work';
import { leadStore } from './store-instance';

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
}

const single = (value: FormValues[string]) =>
  typeof value === 'string' ? value : (value?.[0] ?? '');

/** What the checks that change nothing say of a submission; the caller does what it implies. */
type Screening =
  | { outcome: 'answer'; answer: Acceptance; refused?: RefusalReason }
  | { outcome: 'store'; lead: LeadInput; proof?: string };

function screenLead(kind: LeadKind, locale: string, values: FormValues): Screening {
  const config = processLeadsConfig();
  if (single(values[HONEYPOT_FIELD]) !== '') {
    return { outcome: 'answer', answer: { status: 'refused' }, refused: 'honeypot' };
  }
  const secret = formSecret(config.LEADS_SECRET);
  const tokenText = single(values[TOKEN_FIELD]);
  const token = checkFormToken(tokenText || undefined, secret, config.LEADS_MIN_SECONDS * 1000);
  const validation = validateLead(kind, locale, values);
  if (token === 'missing') {
    // no script ran (or it could not fetch a token): the form comes back with one, values kept
    const errors = validation.ok ? {} : validation.errors;
    const kept = validation.ok ? formStrings(values) : validation.values;
    const answer: Acceptance = {
      status: 'invalid',
      errors,
      values: kept,
      token: issueFormToken(secret),
    };
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
    const again = token === 'early' || token === 'expired';
    const answer: Acceptance = {
      status: 'refused',
      token: again ? issueFormToken(secret) : undefined,
    };
    return { outcome: 'answer', answer, refused: 'token' };
  }
  // a form without a script has no proof; one whose script fetched the token, or that carries
  // a proof, must carry a good one
  const proof = single(values[PROOF_FIELD]);
  const proofDue = proof !== '' || isScriptedToken(tokenText);
  return { outcome: 'store', lead: validation.lead, ...(proofDue && { proof }) };
}

/**
 * One form submission, checked and, when it passes, stored with its outbox messages before the
 * visitor is told it was sent. A robot's submission (honeypot filled, token forged, expired or
 * too quick, or, where the form's script ran, no valid proof of work) is refused without saying
 * which check failed: counted, never stored.
 */
export async function acceptLead(
  kind: LeadKind,
  locale: string,
  values: FormValues,
  context: LeadContext = {},
): Promise<Acceptance> {
  const screening = screenLead(kind, locale, values);
  if (screening.outcome === 'answer') {
    if (screening.refused) countRefused(screening.refused);
    return screening.answer;
  }
  const { proof, lead } = screening;
  return withStore(kind, async (store) => {
    // checked last, so a proof is spent only by a request that is otherwise complete
    if (proof !== undefined) {
      let check: ProofCheck;
      try {
        const secret = formSecret(processLeadsConfig().LEADS_SECRET);
        check = await checkProof(proof || undefined, secret, store);
      } catch (error) {
        return unavailable(kind, error);
      }
      if (check !== 'ok') {
        countRefused('proof-of-work');
        return { status: 'refused' };
      }
    }
    return storeLead(kind, lead, store, context);
  });
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
  context: LeadContext = {},
): Promise<Acceptance | undefined> {
  const screening = screenLead(kind, locale, values);
  if (screening.outcome !== 'store' || screening.proof !== undefined) return undefined;
  const { lead } = screening;
  return withStore(kind, (store) => storeLead(kind, lead, store, context));
}

/** `answer` with the leads store, or the answer that the store cannot be reached. */
async function withStore(
  kind: LeadKind,
  answer: (store: LeadStore) => Promise<Acceptance>,
): Promise<Acceptance> {
  let store: LeadStore;
  try {
    store = await leadStore();
  } catch (error) {
    return unavailable(kind, error);
  }
  return answer(store);
}

async function storeLead(
  kind: LeadKind,
  lead: LeadInput,
  store: LeadStore,
  context: LeadContext,
): Promise<Acceptance> {
  const config = processLeadsConfig();
  const channels: Channel[] = [
    'email',
    ...(config.LEADS_WEBHOOK_URL ? ['webhook' as const] : []),
    ...(config.LEADS_CONFIRMATION ? ['confirmation' as const] : []),
  ];
  const products = context.resolveProducts
    ? await context.resolveProducts(lead.products)
    : lead.products.map((slug) => ({ slug, name: slug }));
  const input = {
    ...lead,
    products: products.map((p) => p.slug),
    productNames: products.map((p) => p.name),
    recipients: (await context.recipients?.(kind, lead.topic)) ?? [],
    ...(config.LEADS_CONFIRMATION && { companyContacts: await context.contacts?.() }),
  };
  try {
    const stored = await store.insert(input, channels);
    countAccepted(kind);
    kickOutbox();
    return { status: 'accepted', lead: stored };
  } catch (error) {
    return unavailable(kind, error);
  }
}

function unavailable(kind: LeadKind, error: unknown): Acceptance {
  // never the visitor's data in the log: the store's error names the table or the connection
  console.error(
    `Requests from visitors: could not store a ${kind} request: ${(error as Error).message}`,
  );
  return { status: 'unavailable' };
}
