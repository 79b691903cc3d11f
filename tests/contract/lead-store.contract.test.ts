import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { ApplicationInput } from '@/leads/applications/application';
import type { LeadInput } from '@/leads/lead-schema';
import type { LeadStore } from '@/leads/lead-store';
import { openLeadStore } from '@/leads/open-store';
import { checkProof, issueChallenge } from '@/leads/proof-of-work';
import { startPostgres, type Postgres } from '../helpers/postgres';
import { solvedProof } from '../helpers/solved-proof';

/**
 * The leads store's contract, run against both adapters: the embedded SQLite file and a real
 * PostgreSQL cluster started for this file.
 */
const lead = (fields: Partial<LeadInput> = {}): LeadInput => ({
  kind: 'quote',
  locale: 'en',
  name: 'Ada Welder',
  email: 'ada@example.com',
  company: 'Arc Works Ltd',
  phone: '',
  country: 'GB',
  products: ['pioneer-pulse-403'],
  quantity: '2',
  topic: '',
  message: 'Two machines for aluminium.',
  marketing: false,
  ...fields,
});

const application = (fields: Partial<ApplicationInput> = {}): ApplicationInput => ({
  locale: 'de',
  name: 'Grete Schweißer',
  email: 'grete@example.com',
  phone: '+49 711 000000',
  position: 'Servicetechniker im Außendienst (m/w/d) – Deutschland',
  area: '',
  message: 'Zehn Jahre Service an Schweißanlagen.',
  page: '/de/arbeite-mit-uns/servicetechniker-aussendienst-deutschland',
  recipients: ['service-jobs@fortarc.example'],
  files: [
    {
      id: randomUUID(),
      slot: 'cv',
      name: 'Lebenslauf.pdf',
      type: 'pdf',
      size: 1234,
      sha256: 'a'.repeat(64),
    },
  ],
  ...fields,
});

let postgres: Postgres | undefined;
let sqliteDir = '';
let databaseCount = 0;

beforeAll(async () => {
  sqliteDir = mkdtempSync(path.join(tmpdir(), 'fortarc-leads-'));
  postgres = await startPostgres();
}, 60_000);

afterAll(async () => {
  await postgres?.remove();
  rmSync(sqliteDir, { recursive: true, force: true });
});

type StoreLocation = Parameters<typeof openLeadStore>[0];

/** Where a fresh, empty store of the adapter lives: a new SQLite folder or PostgreSQL database. */
async function freshLocation(adapter: 'sqlite' | 'postgres'): Promise<StoreLocation> {
  databaseCount += 1;
  if (adapter === 'sqlite') return { dataDir: path.join(sqliteDir, String(databaseCount)) };
  const { default: pg } = await import('pg');
  const client = new pg.Client(postgres!.url);
  await client.connect();
  await client.query(`CREATE DATABASE leads_${databaseCount}`);
  await client.end();
  return {
    databaseUrl: postgres!.url.replace(/\/postgres$/, `/leads_${databaseCount}`),
    dataDir: sqliteDir,
  };
}

const freshStore = async (adapter: 'sqlite' | 'postgres') =>
  openLeadStore(await freshLocation(adapter));

describe.each(['sqlite', 'postgres'] as const)('the %s leads store', (adapter) => {
  let store: LeadStore;
  beforeEach(async () => {
    store = await freshStore(adapter);
    return () => store.close();
  });

  it('keeps a lead as it was given, with an id and its time', async () => {
    const at = new Date('2026-11-20T10:00:00.000Z');
    const stored = await store.insert(
      lead({ email: 'Ada@Example.com', marketing: true }),
      ['email'],
      at,
    );
    expect(stored.lead.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.queued).toEqual(['email']);
    const [back] = await store.all();
    expect(back).toEqual({
      ...lead({ email: 'ada@example.com', marketing: true }),
      id: stored.lead.id,
      createdAt: at,
    });
  });

  it('queues one message per channel, due now, and counts it pending', async () => {
    await store.insert(lead(), ['email', 'webhook']);
    expect(await store.counts()).toEqual({ pending: 2, failed: 0, sent: 0 });
    const claimed = await store.claimDue(10, 60_000);
    expect(claimed.map((m) => m.channel).sort()).toEqual(['email', 'webhook']);
    expect(claimed[0]!.attempts).toBe(1);
    expect(claimed[0]!.lead.name).toBe('Ada Welder');
  });

  it('claims only the channels asked for', async () => {
    await store.insert(lead(), ['email', 'webhook']);
    const webhooks = await store.claimDue(10, 60_000, new Date(), ['webhook']);
    expect(webhooks.map((m) => m.channel)).toEqual(['webhook']);
    expect((await store.claimDue(10, 60_000, new Date(), ['email'])).map((m) => m.channel)).toEqual(
      ['email'],
    );
  });

  it('does not offer a claimed message again until its lease ends', async () => {
    const now = new Date();
    await store.insert(lead(), ['email'], now);
    expect(await store.claimDue(10, 60_000, now)).toHaveLength(1);
    expect(await store.claimDue(10, 60_000, new Date(now.getTime() + 59_000))).toHaveLength(0);
    const again = await store.claimDue(10, 60_000, new Date(now.getTime() + 61_000));
    expect(again).toHaveLength(1);
    expect(again[0]!.attempts).toBe(2);
  });

  it('hands each due message to exactly one of many concurrent claims', async () => {
    for (let i = 0; i < 40; i += 1) await store.insert(lead({ name: `Visitor ${i}` }), ['email']);
    const claims = await Promise.all(Array.from({ length: 8 }, () => store.claimDue(7, 60_000)));
    const ids = claims.flat().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(40);
  });

  it('sends nothing twice: a sent message is never claimed again', async () => {
    await store.insert(lead(), ['email']);
    const [message] = await store.claimDue(1, 1);
    await store.markSent(message!.id);
    expect(await store.claimDue(10, 1, new Date(Date.now() + 10_000))).toEqual([]);
    expect(await store.counts()).toEqual({ pending: 0, failed: 0, sent: 1 });
  });

  it('retries a failed attempt when it is due, and keeps it failed after the last one', async () => {
    const now = new Date();
    await store.insert(lead(), ['email'], now);
    const [first] = await store.claimDue(1, 60_000, now);
    const retryAt = new Date(now.getTime() + 30_000);
    await store.markAttemptFailed(first!.id, 'SMTP: connection refused', retryAt);
    expect(await store.claimDue(1, 60_000, new Date(now.getTime() + 29_000))).toEqual([]);
    const [second] = await store.claimDue(1, 60_000, retryAt);
    expect(second!.attempts).toBe(2);
    await store.markAttemptFailed(second!.id, 'SMTP: connection refused', null);
    expect(await store.counts()).toEqual({ pending: 0, failed: 1, sent: 0 });
    expect(await store.claimDue(1, 60_000, new Date(now.getTime() + 10 ** 9))).toEqual([]);
    expect((await store.list(10))[0]!.delivery).toBe('failed');
    expect(await store.retryFailed()).toBe(1);
    expect(await store.claimDue(1, 60_000)).toHaveLength(1);
  });

  it('lists newest first with each lead’s delivery state', async () => {
    await store.insert(
      lead({ email: 'old@example.com' }),
      ['email'],
      new Date('2026-01-01T00:00:00Z'),
    );
    await store.insert(
      lead({ email: 'new@example.com', kind: 'contact' }),
      ['email'],
      new Date('2026-02-01T00:00:00Z'),
    );
    const list = await store.list(10);
    expect(list.map((l) => [l.email, l.kind, l.delivery])).toEqual([
      ['new@example.com', 'contact', 'pending'],
      ['old@example.com', 'quote', 'pending'],
    ]);
    expect(await store.list(1)).toHaveLength(1);
  });

  it('erases everything about one e-mail address, in any case, and nothing else', async () => {
    await store.insert(lead({ email: 'ada@example.com' }), ['email', 'webhook']);
    await store.insert(lead({ email: 'ada@example.com', kind: 'contact' }), ['email']);
    await store.insert(lead({ email: 'bob@example.com' }), ['email']);
    expect(await store.eraseByEmail(' ADA@example.com ')).toBe(2);
    expect((await store.all()).map((l) => l.email)).toEqual(['bob@example.com']);
    expect(await store.counts()).toEqual({ pending: 1, failed: 0, sent: 0 });
  });

  it('deletes leads older than the retention cutoff with their messages', async () => {
    await store.insert(
      lead({ email: 'old@example.com' }),
      ['email'],
      new Date('2020-01-01T00:00:00Z'),
    );
    await store.insert(
      lead({ email: 'new@example.com' }),
      ['email'],
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(await store.deleteOlderThan(new Date('2024-01-01T00:00:00Z'))).toBe(1);
    expect((await store.all()).map((l) => l.email)).toEqual(['new@example.com']);
    expect((await store.counts()).pending).toBe(1);
  });

  it('spends a proof of work once, and forgets it when its challenge expires', async () => {
    const until = new Date('2026-11-20T10:30:00.000Z');
    expect(await store.spendProof('nonce-a', until)).toBe(true);
    expect(await store.spendProof('nonce-a', until)).toBe(false);
    expect(await store.spendProof('nonce-b', new Date('2026-11-20T11:00:00.000Z'))).toBe(true);
    expect(await store.deleteExpiredProofs(new Date('2026-11-20T10:29:59.000Z'))).toBe(0);
    expect(await store.deleteExpiredProofs(until)).toBe(1);
    expect(await store.spendProof('nonce-b', until)).toBe(false);
  });

  it('lets exactly one of many concurrent spends of one proof through', async () => {
    const until = new Date(Date.now() + 60_000);
    const spends = await Promise.all(
      Array.from({ length: 8 }, () => store.spendProof('nonce-raced', until)),
    );
    expect(spends.filter(Boolean)).toHaveLength(1);
  });

  it('holds a key once until its hold ends, then lets it be held again', async () => {
    const at = new Date('2026-11-20T10:00:00.000Z');
    const until = new Date('2026-11-20T10:01:00.000Z');
    expect(await store.hold('plain:a', until, at)).toBe(true);
    expect(await store.hold('plain:a', until, new Date('2026-11-20T10:00:59.999Z'))).toBe(false);
    expect(await store.hold('plain:b', until, at)).toBe(true);
    const later = new Date('2026-11-20T10:02:00.000Z');
    expect(await store.hold('plain:a', later, until)).toBe(true);
    expect(await store.hold('plain:a', later, until)).toBe(false);
  });

  it('gives back a hold it took, and not one another took since', async () => {
    const at = new Date('2026-11-20T10:00:00.000Z');
    const until = new Date('2026-11-20T10:01:00.000Z');
    await store.hold('token:x', until, at);
    await store.release('token:x', until);
    expect(await store.hold('token:x', until, at)).toBe(true);
    // an old hold's release after it ended and was taken again leaves the new one
    const next = new Date('2026-11-20T10:02:00.000Z');
    expect(await store.hold('token:x', next, until)).toBe(true);
    await store.release('token:x', until);
    expect(await store.hold('token:x', next, until)).toBe(false);
  });

  it('forgets ended holds', async () => {
    const at = new Date('2026-11-20T10:00:00.000Z');
    await store.hold('token:old', new Date('2026-11-20T10:01:00.000Z'), at);
    await store.hold('token:new', new Date('2026-11-20T12:00:00.000Z'), at);
    expect(await store.deleteEndedHolds(new Date('2026-11-20T10:00:59.000Z'))).toBe(0);
    expect(await store.deleteEndedHolds(new Date('2026-11-20T11:00:00.000Z'))).toBe(1);
    expect(await store.hold('token:new', new Date('2026-11-20T13:00:00.000Z'), at)).toBe(false);
  });

  it('lets exactly one of many concurrent holds of one key through', async () => {
    const until = new Date(Date.now() + 60_000);
    const holds = await Promise.all(Array.from({ length: 8 }, () => store.hold('raced', until)));
    expect(holds.filter(Boolean)).toHaveLength(1);
  });

  it('queues 20 confirmations to one address in an hour, 50 in a day; sales get every request', async () => {
    const start = new Date('2026-11-20T08:00:00.000Z');
    const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
    const channels = ['email', 'confirmation'] as const;
    const queued: string[][] = [];
    for (let i = 0; i < 21; i += 1) {
      const email = i % 2 === 0 ? 'Victim@Example.com' : 'victim@example.com';
      queued.push((await store.insert(lead({ email }), channels, minutes(i))).queued);
    }
    expect(queued.slice(0, 20).every((q) => q.join() === 'email,confirmation')).toBe(true);
    expect(queued[20]).toEqual(['email']);
    // another address is not held up by it
    expect((await store.insert(lead(), channels, minutes(21))).queued).toEqual([...channels]);
    // an hour after the first, one more fits; the day's 50 are the next bound
    expect(
      (await store.insert(lead({ email: 'victim@example.com' }), channels, minutes(61))).queued,
    ).toEqual([...channels]);
    for (let i = 0; i < 40; i += 1) {
      await store.insert(lead({ email: 'victim@example.com' }), channels, minutes(120 + i * 5));
    }
    const confirmations = await store.claimDue(200, 60_000, minutes(24 * 60 - 1), ['confirmation']);
    expect(confirmations.filter((m) => m.lead.email === 'victim@example.com')).toHaveLength(50);
    const mails = await store.claimDue(200, 60_000, minutes(24 * 60 - 1), ['email']);
    expect(mails.filter((m) => m.lead.email === 'victim@example.com')).toHaveLength(62);
  });

  it('answers a ping while open', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});

describe.each(['sqlite', 'postgres'] as const)('the %s store’s job applications', (adapter) => {
  let store: LeadStore;
  beforeEach(async () => {
    store = await freshStore(adapter);
    return () => store.close();
  });

  it('keeps an application as it was given, under the id its files were kept with', async () => {
    const id = randomUUID();
    const at = new Date('2026-11-20T10:00:00.000Z');
    const given = application({ email: 'Grete@Example.com' });
    const stored = await store.insertApplication(given, id, at);
    const expected = { ...given, email: 'grete@example.com', id, createdAt: at };
    expect(stored).toEqual(expected);
    expect(await store.application(id)).toEqual(expected);
    expect(await store.application(randomUUID())).toBeUndefined();
    expect(await store.application('not-an-id')).toBeUndefined();
    expect(await store.findApplications({ email: ' GRETE@example.com' })).toEqual([expected]);
    expect(await store.all()).toEqual([]);
  });

  it('is due for delivery at once, claimed by one claim at a time under a lease', async () => {
    const now = new Date();
    for (let i = 0; i < 12; i += 1) {
      await store.insertApplication(application({ name: `Applicant ${i}` }), randomUUID(), now);
    }
    expect(await store.counts()).toEqual({ pending: 12, failed: 0, sent: 0 });
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => store.claimDueApplications(5, 60_000, now)),
    );
    const ids = claims.flat().map((claim) => claim.application.id);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
    expect(claims.flat().every((claim) => claim.attempts === 1)).toBe(true);
    expect(await store.claimDueApplications(20, 60_000, new Date(now.getTime() + 59_000))).toEqual(
      [],
    );
    const again = await store.claimDueApplications(20, 60_000, new Date(now.getTime() + 61_000));
    expect(again).toHaveLength(12);
    expect(again[0]!.attempts).toBe(2);
  });

  it('is never claimed again once sent; a failed one is retried when due, then kept failed', async () => {
    const now = new Date();
    const sent = randomUUID();
    const failing = randomUUID();
    await store.insertApplication(application(), sent, now);
    await store.insertApplication(application(), failing, now);
    await store.claimDueApplications(2, 60_000, now);
    await store.markApplicationSent(sent);
    const retryAt = new Date(now.getTime() + 30_000);
    await store.markApplicationAttemptFailed(failing, 'ESOCKET', retryAt);
    expect(await store.claimDueApplications(5, 60_000, new Date(now.getTime() + 29_000))).toEqual(
      [],
    );
    const [due] = await store.claimDueApplications(5, 60_000, retryAt);
    expect(due!.application.id).toBe(failing);
    await store.markApplicationAttemptFailed(failing, 'ESOCKET', null);
    expect(await store.counts()).toEqual({ pending: 0, failed: 1, sent: 1 });
    expect(await store.claimDueApplications(5, 60_000, new Date(now.getTime() + 10 ** 9))).toEqual(
      [],
    );
    expect(await store.retryFailed()).toBe(1);
    const [retried] = await store.claimDueApplications(5, 60_000);
    expect(retried!.application.id).toBe(failing);
  });

  it('finds the applications older than a cutoff, deletes one, and says which ids it holds', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    await store.insertApplication(application(), old, new Date('2026-01-01T00:00:00Z'));
    await store.insertApplication(application(), recent, new Date('2026-06-01T00:00:00Z'));
    const before = await store.findApplications({ before: new Date('2026-03-01T00:00:00Z') });
    expect(before.map((found) => found.id)).toEqual([old]);
    const stray = randomUUID();
    expect(await store.existingApplications([old, recent, stray, 'x'])).toEqual(
      new Set([old, recent]),
    );
    expect(await store.deleteApplication(old)).toBe(true);
    expect(await store.deleteApplication(old)).toBe(false);
    expect(await store.existingApplications([old, recent])).toEqual(new Set([recent]));
    expect(await store.counts()).toEqual({ pending: 1, failed: 0, sent: 0 });
  });

  it('keeps a form’s answer until it expires, and forgets it after', async () => {
    const at = new Date('2026-11-20T10:00:00.000Z');
    const until = new Date('2026-11-20T10:30:00.000Z');
    await store.keepAnswer('answer-a', 'sealed text', until);
    expect(await store.answer('answer-a', at)).toBe('sealed text');
    expect(await store.answer('answer-b', at)).toBeUndefined();
    expect(await store.answer('answer-a', until)).toBeUndefined();
    expect(await store.deleteExpiredAnswers(at)).toBe(0);
    expect(await store.deleteExpiredAnswers(until)).toBe(1);
  });
});

describe.each(['sqlite', 'postgres'] as const)('the %s migrations', (adapter) => {
  it('run once: opening the same store again keeps its leads', async () => {
    const url = adapter === 'postgres' ? postgres!.url : undefined;
    const dataDir = path.join(sqliteDir, 'reopen');
    const first = await openLeadStore({ databaseUrl: url, dataDir });
    await first.insert(lead({ email: 'kept@example.com' }), ['email']);
    await first.close();
    const second = await openLeadStore({ databaseUrl: url, dataDir });
    expect((await second.all()).map((l) => l.email)).toContain('kept@example.com');
    await second.close();
  });

  it('run by several openers at once without a conflict', async () => {
    const url = adapter === 'postgres' ? postgres!.url : undefined;
    const dataDir = path.join(sqliteDir, 'concurrent');
    const stores = await Promise.all(
      [1, 2, 3].map(() => openLeadStore({ databaseUrl: url, dataDir })),
    );
    await Promise.all(stores.map((s) => s.close()));
  });
});

describe.each(['sqlite', 'postgres'] as const)(
  'the confirmations to one address from two instances sharing the %s store',
  (adapter) => {
    it('are counted once between them, also when they store requests at once', async () => {
      const where = await freshLocation(adapter);
      const one = await openLeadStore(where);
      const two = await openLeadStore(where);
      try {
        const now = new Date();
        const inserted = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            (i % 2 === 0 ? one : two).insert(
              lead({ email: 'victim@example.com' }),
              ['email', 'confirmation'],
              now,
            ),
          ),
        );
        expect(inserted.filter((i) => i.queued.includes('confirmation'))).toHaveLength(20);
        expect(await one.counts()).toEqual({ pending: 50, failed: 0, sent: 0 });
      } finally {
        await one.close();
        await two.close();
      }
    });
  },
);

describe.each(['sqlite', 'postgres'] as const)(
  'a proof of work on two instances sharing the %s store',
  (adapter) => {
    const SECRET = 'leads-contract-secret-0123';

    it('is accepted by one and refused by the other, also when both check it at once', async () => {
      // two instances: each opens the shared store itself (its own connections, its own process
      // memory), as two `npm start`s on one DATABASE_URL do
      const where = await freshLocation(adapter);
      const one = await openLeadStore(where);
      const two = await openLeadStore(where);
      try {
        const proof = await solvedProof(await issueChallenge(SECRET));
        expect(await checkProof(proof, SECRET, one)).toBe('ok');
        expect(await checkProof(proof, SECRET, two)).toBe('replayed');
        expect(await checkProof(proof, SECRET, one)).toBe('replayed');
        const raced = await solvedProof(await issueChallenge(SECRET));
        const answers = await Promise.all([
          checkProof(raced, SECRET, one),
          checkProof(raced, SECRET, two),
        ]);
        expect(answers.sort()).toEqual(['ok', 'replayed']);
      } finally {
        await one.close();
        await two.close();
      }
    });
  },
);
