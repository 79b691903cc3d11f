import { describe, expect, it } from 'vitest';
import { ANSWER_LIFETIME_MS, keepFormAnswer, readFormAnswer } from './form-answer';

/** The store's side of answers, in memory (the contract suite checks the real ones). */
function memoryStore() {
  const kept = new Map<string, { sealed: string; expiresAt: Date }>();
  return {
    kept,
    keepAnswer: async (id: string, sealed: string, expiresAt: Date) => {
      kept.set(id, { sealed, expiresAt });
    },
    answer: async (id: string, now = new Date()) => {
      const entry = kept.get(id);
      return entry && entry.expiresAt > now ? entry.sealed : undefined;
    },
  };
}

describe('a form’s answer to a post without JavaScript', () => {
  it('is read back with its ticket while it is kept, and the store cannot read it', async () => {
    const store = memoryStore();
    const answer = { errors: { cv: 'fileType' }, values: { name: 'Ada Welder' } };
    const now = Date.now();
    const ticket = await keepFormAnswer(store, answer, now);
    expect(ticket).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(await readFormAnswer(store, ticket, new Date(now))).toEqual(answer);
    const [sealed] = [...store.kept.values()];
    expect(sealed!.sealed).not.toContain('Ada');
    expect(await readFormAnswer(store, ticket, new Date(now + ANSWER_LIFETIME_MS))).toBeUndefined();
  });

  it('opens nothing with another key, a guessed id or a malformed ticket', async () => {
    const store = memoryStore();
    const ticket = await keepFormAnswer(store, { values: { name: 'Ada' } });
    const [id] = ticket.split('.');
    const otherKey = (await keepFormAnswer(store, {})).split('.')[1];
    expect(await readFormAnswer(store, `${id}.${otherKey}`)).toBeUndefined();
    expect(await readFormAnswer(store, `${'A'.repeat(22)}.${otherKey}`)).toBeUndefined();
    expect(await readFormAnswer(store, '../../etc')).toBeUndefined();
  });
});
