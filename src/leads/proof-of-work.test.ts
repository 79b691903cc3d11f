import type { Challenge } from 'altcha-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import { solvedProof as solved } from '../../tests/helpers/solved-proof';
import { CHALLENGE_LIFETIME_MS, checkProof, issueChallenge } from './proof-of-work';
import { SqliteLeadStore } from './sqlite/sqlite-store';

const SECRET = 'a-secret-of-sixteen-chars';

/** Where spent proofs are kept: a real store (in memory); the contract suite covers both. */
let store: SqliteLeadStore;
beforeEach(() => {
  store = SqliteLeadStore.open(':memory:');
  return () => store.close();
});

describe('the proof of work', () => {
  it('accepts a solved challenge once, and refuses it sent again', async () => {
    const proof = await solved(await issueChallenge(SECRET));
    expect(await checkProof(proof, SECRET, store)).toBe('ok');
    expect(await checkProof(proof, SECRET, store)).toBe('replayed');
  });

  it('refuses a wrong solution, another secret, a changed challenge and garbage', async () => {
    const challenge = await issueChallenge(SECRET);
    const payload = JSON.parse(Buffer.from(await solved(challenge), 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    expect(await checkProof(encode(wrongKey), SECRET, store)).toBe('forged');
    const easier = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    expect(await checkProof(encode(easier), SECRET, store)).toBe('forged');
    expect(await checkProof(encode(payload), 'another-secret-16-chars', store)).toBe('forged');
    expect(await checkProof('bm90IGpzb24=', SECRET, store)).toBe('forged');
    expect(await checkProof('x'.repeat(5000), SECRET, store)).toBe('forged');
    expect(await checkProof(undefined, SECRET, store)).toBe('missing');
    // none of these spent it
    expect(await checkProof(encode(payload), SECRET, store)).toBe('ok');
  });

  it('refuses a challenge past its lifetime', async () => {
    const issuedLongAgo = Date.now() - CHALLENGE_LIFETIME_MS - 60_000;
    const proof = await solved(await issueChallenge(SECRET, issuedLongAgo));
    expect(await checkProof(proof, SECRET, store)).toBe('expired');
  });
});
