import { createHmac } from 'node:crypto';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LeadStore } from './lead-store';

/**
 * The forms' proof of work (ALTCHA) when scripts run: a challenge per visitor from a no-store
 * endpoint, solved in a worker, verified here in the server action. A page without scripts never
 * gets one; the timing token and the honeypot guard that path.
 */
export type ProofCheck = 'ok' | 'missing' | 'forged' | 'expired' | 'replayed';

/** Long enough to fill in a form after the proof was solved on the page's load. */
export const CHALLENGE_LIFETIME_MS = 30 * 60 * 1000;

/**
 * A browser derives about `COST × counter / 2` PBKDF2 rounds on average: well under a second on a
 * phone, while a robot posting thousands of forms pays it for each. The server derives `COST`.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 500;
const COUNTER_MIN = 500;
const COUNTER_MAX = 2000;

/** Two keys from the forms' secret: the challenge's signature and its derived key's. */
function keys(secret: string) {
  const derive = (purpose: string) =>
    createHmac('sha256', secret).update(`altcha:${purpose}`).digest('base64url');
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') };
}

export function issueChallenge(secret: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: Math.floor((now + CHALLENGE_LIFETIME_MS) / 1000),
    ...keys(secret),
  });
}

function parsePayload(field: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as Payload;
    return payload?.challenge?.parameters && payload.solution ? payload : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The widget's field (base64 JSON of the challenge and its solution), checked once: a good proof
 * is spent in the leads store, which every instance shares, until its challenge expires.
 */
export async function checkProof(
  field: string | undefined,
  secret: string,
  spentProofs: Pick<LeadStore, 'spendProof'>,
): Promise<ProofCheck> {
  if (!field) return 'missing';
  if (field.length > 4096) return 'forged';
  const payload = parsePayload(field);
  if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) return 'forged';
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    ...keys(secret),
  }).catch(() => undefined);
  if (!result) return 'forged';
  if (result.expired) return 'expired';
  if (!result.verified) return 'forged';
  const { nonce, expiresAt } = payload.challenge.parameters;
  // every challenge issued here has a lifetime; one without was never ours
  if (!expiresAt) return 'forged';
  return (await spentProofs.spendProof(nonce, new Date(expiresAt * 1000))) ? 'ok' : 'replayed';
}
