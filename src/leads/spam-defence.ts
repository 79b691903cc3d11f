import {
  checkFormToken,
  formSecret,
  issueFormToken,
  readFormToken,
  TOKEN_LIFETIME_MS,
  type FormToken,
} from './form-token';
import type { RefusalReason } from './lead-counters';
import { HONEYPOT_FIELD, PROOF_FIELD, TOKEN_FIELD } from './lead-fields';
import type { FormValues } from './lead-schema';
import type { LeadStore } from './lead-store';
import { processLeadsConfig } from './leads-config';
import { checkProof } from './proof-of-work';
import { laneOf, tokenBinding, type Visitor } from './visitor';

/**
 * The site's forms' spam defence without third parties (README, "Requests from visitors"), for any
 * form of the leads: the quote and contact forms (`accept-lead.ts`) and job applications. A
 * honeypot; a signed timing token, bound to the visitor when handed out without a script (in a
 * cookie set when the form was shown, or with a first post that had none), spent once; where the
 * form's script ran, a proof of work, spent once; without one, one request per network per
 * LEADS_PLAIN_INTERVAL_SECONDS. Every spend is a write to the leads store that refuses
 * a second one on any instance sharing it.
 */
export type Validation<T, E> =
  { ok: true; value: T } | { ok: false; errors: E; values: Record<string, string> };

/** What a form is answered when it is not stored. */
export type Answer<E> =
  | { status: 'invalid'; errors: E; values: Record<string, string>; token?: string }
  /** A robot's, or a person's too quick or too late: a fresh token when a person may try again. */
  | { status: 'refused'; token?: string };

/** A submission that passed the checks that change nothing, and what storing it will spend. */
export interface Passed<T> {
  value: T;
  /** The timing token, spent when the submission is stored. */
  token: FormToken;
  /** The proof of work, when one is due (spent when stored); none: the lane is taken instead. */
  proof?: string;
  visitor: Visitor;
}

export type Screening<T, E> =
  | { outcome: 'answer'; answer: Answer<E>; refused?: RefusalReason }
  | ({ outcome: 'store' } & Passed<T>);

const single = (value: FormValues[string]) =>
  typeof value === 'string' ? value : (value?.[0] ?? '');

/**
 * What the checks that change nothing say of a submission whose fields `validation` judged;
 * `kept` are the values to show again when it came without a token (the form comes back with one).
 */
export function screenSubmission<T, E>(
  values: FormValues,
  visitor: Visitor,
  validation: Validation<T, E>,
  kept: () => Record<string, string>,
  noErrors: E,
): Screening<T, E> {
  const config = processLeadsConfig();
  if (single(values[HONEYPOT_FIELD]) !== '') {
    return { outcome: 'answer', answer: { status: 'refused' }, refused: 'honeypot' };
  }
  const secret = formSecret(config.LEADS_SECRET);
  const bound = tokenBinding(visitor, secret);
  const fresh = () => issueFormToken(secret, { visitor: bound });
  // a form shown without a script has its token in a cookie (`form-cookie.ts`), not in the page
  const fromField = single(values[TOKEN_FIELD]);
  const tokenText = fromField || visitor.opened || '';
  const token = checkFormToken(
    tokenText || undefined,
    secret,
    config.LEADS_MIN_SECONDS * 1000,
    bound,
  );
  if (token === 'missing') {
    // no script ran (or it could not fetch a token): the form comes back with one, values kept
    const answer: Answer<E> = validation.ok
      ? { status: 'invalid', errors: noErrors, values: kept(), token: fresh() }
      : { status: 'invalid', errors: validation.errors, values: validation.values, token: fresh() };
    return { outcome: 'answer', answer };
  }
  // what is missing is said first, even to a quick sender: only a complete request is refused
  if (!validation.ok && (token === 'ok' || token === 'early')) {
    // the cookie's token goes into the form: the page answered may hand out a newer, too recent one
    const answer: Answer<E> = {
      status: 'invalid',
      errors: validation.errors,
      values: validation.values,
      ...(fromField === '' && { token: tokenText }),
    };
    return { outcome: 'answer', answer };
  }
  if (token !== 'ok' || !validation.ok) {
    // a person may press Send again: too soon, after a day, or from another network or browser
    const again = token === 'early' || token === 'expired' || token === 'foreign';
    const answer: Answer<E> = { status: 'refused', token: again ? fresh() : undefined };
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
    value: validation.value,
    token: read,
    visitor,
    ...(proofDue && { proof }),
  };
}

/** What a submission spent, to give back when it is not stored after all. */
export interface Spending {
  /** `giveBack` undoes the holds taken (a proof of work, once spent, stays spent). */
  giveBack: () => Promise<void>;
}

/**
 * Spends what a passed submission carries: its proof of work, or its network's turn in the lane
 * without one; then its token. Resolves with what to give back if the submission is then not
 * stored, or with the reason it is refused. `undo`: a refusal gives back what this call took, so
 * the submission can be answered in full elsewhere as though it had not been tried; `keep`: a
 * refused submission's lane stays spent.
 */
export async function spendSubmission(
  store: LeadStore,
  passed: Passed<unknown>,
  onRefusal: 'keep' | 'undo',
  now = new Date(),
): Promise<Spending | { refused: RefusalReason }> {
  const config = processLeadsConfig();
  const secret = formSecret(config.LEADS_SECRET);
  const taken: { key: string; until: Date }[] = [];
  const giveBack = async () => {
    await Promise.all(taken.map(({ key, until }) => store.release(key, until))).catch(
      () => undefined,
    );
  };
  const refuse = async (reason: RefusalReason) => {
    if (onRefusal === 'undo') await giveBack();
    return { refused: reason };
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
      if (!(await take(`plain:${laneOf(passed.visitor, secret)}`, until))) return refuse('lane');
    }
    const expires = new Date(passed.token.issuedAt + TOKEN_LIFETIME_MS);
    if (!(await take(`token:${passed.token.id}`, expires))) return refuse('token');
  } catch (error) {
    await giveBack();
    throw error;
  }
  return { giveBack };
}
