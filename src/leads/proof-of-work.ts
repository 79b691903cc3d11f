import { createHmac } from 'node:crypto';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

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

/**
 * Nonces of the proofs accepted while their challenge is still good, so one solved proof cannot
 * send two requests. Per process: instances behind one balancer each keep their own, so a
 * replay across instances is bounded by their number.
 */
const spent = new Map<string, number>();
const MAX_SPENT = 100_000;

function spend(nonce: string, expiresAtMs: number, now: number): boolean {
  if (spent.has(nonce)) return false;
  if (spent.size >= MAX_SPENT) {
    for (const [key, until] of spent) if (until < now) spent.delete(key);
    // still full of live ones: the oldest go first (a Map keeps insertion order)
    for (const key of spent.keys()) {
      if (spent.size < MAX_SPENT) break;
      spent.delete(key);
    }
  }
  spent.set(nonce, expiresAtMs);
  return true;
}

function parsePayload(field: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as Payload;
    return payload?.challenge?.parameters && payload.solution ? payload : undefined;
  } catch {
    return undefined;
  }
}

/** The widget's field (base64 JSON of the challenge and its solution), checked once. */
export async function checkProof(
  field: string | undefined,
  secret: string,
  now = Date.now(),
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
  const expiresAtMs = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
  return spend(payload.challenge.parameters.nonce, expiresAtMs, now) ? 'ok' : 'replayed';
}
