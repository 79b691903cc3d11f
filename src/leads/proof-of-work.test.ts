import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_LIFETIME_MS, checkProof, issueChallenge } from './proof-of-work';

const SECRET = 'a-secret-of-sixteen-chars';

/** What the widget puts in the form: the challenge and its solution, as base64 JSON. */
async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

describe('the proof of work', () => {
  it('accepts a solved challenge once, and refuses it sent again', async () => {
    const proof = await solved(await issueChallenge(SECRET));
    expect(await checkProof(proof, SECRET)).toBe('ok');
    expect(await checkProof(proof, SECRET)).toBe('replayed');
  });

  it('refuses a wrong solution, another secret, a changed challenge and garbage', async () => {
    const challenge = await issueChallenge(SECRET);
    const payload = JSON.parse(Buffer.from(await solved(challenge), 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    expect(await checkProof(encode(wrongKey), SECRET)).toBe('forged');
    const easier = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    expect(await checkProof(encode(easier), SECRET)).toBe('forged');
    expect(await checkProof(encode(payload), 'another-secret-16-chars')).toBe('forged');
    expect(await checkProof('bm90IGpzb24=', SECRET)).toBe('forged');
    expect(await checkProof('x'.repeat(5000), SECRET)).toBe('forged');
    expect(await checkProof(undefined, SECRET)).toBe('missing');
    // none of these spent it
    expect(await checkProof(encode(payload), SECRET)).toBe('ok');
  });

  it('refuses a challenge past its lifetime', async () => {
    const issuedLongAgo = Date.now() - CHALLENGE_LIFETIME_MS - 60_000;
    const proof = await solved(await issueChallenge(SECRET, issuedLongAgo));
    expect(await checkProof(proof, SECRET)).toBe('expired');
  });
});
