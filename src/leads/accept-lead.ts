import { checkFormToken, formSecret, isScriptedToken, issueFormToken } from './form-token';
import { countAccepted, countRefused } from './lead-counters';
import { HONEYPOT_FIELD, PROOF_FIELD, TOKEN_FIELD, type LeadKind } from './lead-fields';
import type { FieldErrors } from './lead-fields';
import { formStrings, validateLead, type FormValues } from './lead-schema';
import type { Channel, LeadStore, StoredLead } from './lead-store';
import { parseLeadsConfig } from './leads-config';
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

const single = (value: FormValues[string]) =>
  typeof value === 'string' ? value : (value?.[0] ?? '');

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
  context: {
    resolveProducts?: ProductResolver;
    /** The CMS's addresses for a request of this kind and topic. */
    recipients?: (kind: LeadKind, topic: string) => Promise<string[]>;
    /** The company's phone and e-mail, for the visitor's confirmation. */
    contacts?: () => Promise<CompanyContacts>;
  } = {},
): Promise<Acceptance> {
  const config = parseLeadsConfig(process.env);
  if (single(values[HONEYPOT_FIELD]) !== '') {
    countRefused('honeypot');
    return { status: 'refused' };
  }
  const secret = formSecret(config.LEADS_SECRET);
  const tokenText = single(values[TOKEN_FIELD]);
  const token = checkFormToken(tokenText || undefined, secret, config.LEADS_MIN_SECONDS * 1000);
  const validation = validateLead(kind, locale, values);
  if (token === 'missing') {
    // no script ran (or it could not fetch a token): the form comes back with one, values kept
    const errors = validation.ok ? {} : validation.errors;
    const kept = validation.ok ? formStrings(values) : validation.values;
    return { status: 'invalid', errors, values: kept, token: issueFormToken(secret) };
  }
  // what is missing is said first, even to a quick sender: only a complete request is refused
  if (!validation.ok && (token === 'ok' || token === 'early')) {
    return { status: 'invalid', errors: validation.errors, values: validation.values };
  }
  if (token !== 'ok' || !validation.ok) {
    countRefused('token');
    const again = token === 'early' || token === 'expired';
    return { status: 'refused', token: again ? issueFormToken(secret) : undefined };
  }
  let store: LeadStore;
  try {
    store = await leadStore();
  } catch (error) {
    return unavailable(kind, error);
  }
  // checked last, so a proof is spent only by a request that is otherwise complete; a form
  // without a script has none, and one with a proof must carry a good one
  const proofText = single(values[PROOF_FIELD]);
  if (proofText !== '' || isScriptedToken(tokenText)) {
    let proof: ProofCheck;
    try {
      proof = await checkProof(proofText || undefined, secret, store);
    } catch (error) {
      return unavailable(kind, error);
    }
    if (proof !== 'ok') {
      countRefused('proof-of-work');
      return { status: 'refused' };
    }
  }
  const channels: Channel[] = [
    'email',
    ...(config.LEADS_WEBHOOK_URL ? ['webhook' as const] : []),
    ...(config.LEADS_CONFIRMATION ? ['confirmation' as const] : []),
  ];
  const lead = validation.lead;
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
