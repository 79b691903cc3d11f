import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoPartners } from '../catalogue/locator/test-partners';
import { acceptCompleteLead, acceptLead } from './accept-lead';
import { issueFormToken } from './form-token';
import { leadCounters } from './lead-counters';
import { TOKEN_FIELD } from './lead-fields';
import type { FormValues } from './lead-schema';
import { salesPartnersNamed } from './sales-partners';
import { closeLeadStore, leadStore } from './store-instance';
import { tokenBinding, type Visitor } from './visitor';

/**
 * The acceptance's spam rules on a real store (a SQLite file; the contract suite runs the store's
 * side on PostgreSQL too): a token sends one request, a network without a proof of work sends one
 * per LEADS_PLAIN_INTERVAL_SECONDS, and one address gets at most 20 confirmations an hour.
 */
const SECRET = 'accept-lead-test-secret-0123';
let dataDir = '';

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fortarc-accept-'));
  // read once by the process's configuration, at the first request below
  process.env.LEADS_DATA_DIR = dataDir;
  process.env.LEADS_SECRET = SECRET;
  process.env.LEADS_MIN_SECONDS = '0';
  process.env.LEADS_PLAIN_INTERVAL_SECONDS = '60';
  process.env.LEADS_CONFIRMATION = '1';
});

afterAll(async () => {
  await closeLeadStore();
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.useRealTimers();
});

let visitors = 0;
/** A visitor of a network of its own. */
function newVisitor(): Visitor {
  visitors += 1;
  return { address: `198.51.100.${visitors}`, userAgent: 'Firefox/140' };
}

/** What a browser without JavaScript sends: the token the server handed back to this visitor. */
function plainPost(visitor: Visitor, email = 'ada@example.com'): FormValues {
  return {
    name: 'Ada Welder',
    email,
    topic: 'sales',
    message: 'Hello.',
    privacy: 'yes',
    [TOKEN_FIELD]: issueFormToken(SECRET, { visitor: tokenBinding(visitor, SECRET) }),
  };
}

const stored = async () => (await (await leadStore()).all()).length;

describe('a request without a proof of work', () => {
  it('is accepted once per token: the same token again is refused and stores nothing', async () => {
    const visitor = newVisitor();
    const post = plainPost(visitor);
    const before = await stored();
    expect((await acceptLead('contact', 'en', post, visitor)).status).toBe('accepted');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect(await acceptLead('contact', 'en', post, visitor)).toEqual({ status: 'refused' });
    expect(await stored()).toBe(before + 1);
  });

  it('is refused when its network sent one within the interval, and accepted after it', async () => {
    const visitor = newVisitor();
    const refusedBefore = leadCounters().refused.lane;
    expect((await acceptLead('contact', 'en', plainPost(visitor), visitor)).status).toBe(
      'accepted',
    );
    const second = plainPost(visitor);
    expect(await acceptLead('contact', 'en', second, visitor)).toEqual({ status: 'refused' });
    expect(leadCounters().refused.lane).toBe(refusedBefore + 1);
    // another network is not held up by it
    const neighbour = newVisitor();
    expect((await acceptLead('contact', 'en', plainPost(neighbour), neighbour)).status).toBe(
      'accepted',
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    // the refused request's token was not spent: it goes through once the interval is over
    expect((await acceptLead('contact', 'en', second, visitor)).status).toBe('accepted');
  });

  it('handed to one visitor, is refused from another with a fresh token of their own', async () => {
    const ada = newVisitor();
    const eve = newVisitor();
    const answer = await acceptLead('contact', 'en', plainPost(ada), eve);
    expect(answer).toEqual({ status: 'refused', token: expect.any(String) });
    const fresh = answer.status === 'refused' ? answer.token : undefined;
    const again = { ...plainPost(eve), [TOKEN_FIELD]: fresh };
    expect((await acceptLead('contact', 'en', again, eve)).status).toBe('accepted');
  });

  it('refused by the early acceptance, has changed nothing: the action refuses it for its reason', async () => {
    const visitor = newVisitor();
    expect((await acceptCompleteLead('contact', 'en', plainPost(visitor), visitor))?.status).toBe(
      'accepted',
    );
    const { lane, token } = leadCounters().refused;
    const second = plainPost(visitor);
    expect(await acceptCompleteLead('contact', 'en', second, visitor)).toBeUndefined();
    expect(await acceptLead('contact', 'en', second, visitor)).toEqual({ status: 'refused' });
    expect(leadCounters().refused).toMatchObject({ lane: lane + 1, token });
  });
});

describe('a request from a form shown without a script (its token in the cookie)', () => {
  /** The visitor whose browser holds the cookie the form's image was answered with. */
  function openedBy(visitor: Visitor): Visitor {
    return {
      ...visitor,
      opened: issueFormToken(SECRET, { visitor: tokenBinding(visitor, SECRET) }),
    };
  }
  const withoutToken = (visitor: Visitor) => ({ ...plainPost(visitor), [TOKEN_FIELD]: '' });

  it('is accepted at the first send, once: the same cookie again is refused', async () => {
    const visitor = openedBy(newVisitor());
    const before = await stored();
    expect(
      (await acceptCompleteLead('contact', 'en', withoutToken(visitor), visitor))?.status,
    ).toBe('accepted');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect(await acceptLead('contact', 'en', withoutToken(visitor), visitor)).toEqual({
      status: 'refused',
    });
    expect(await stored()).toBe(before + 1);
  });

  it('handed to one visitor, is of no use to another', async () => {
    const ada = openedBy(newVisitor());
    const eve = { ...newVisitor(), opened: ada.opened };
    const answer = await acceptLead('contact', 'en', withoutToken(eve), eve);
    expect(answer).toEqual({ status: 'refused', token: expect.any(String) });
  });

  it('with errors to correct, comes back with the cookie’s token in the form', async () => {
    const visitor = openedBy(newVisitor());
    const answer = await acceptLead(
      'contact',
      'en',
      { ...withoutToken(visitor), email: 'x' },
      visitor,
    );
    expect(answer).toMatchObject({ status: 'invalid', token: visitor.opened });
  });

  it('a token in the form is read before the cookie', async () => {
    const visitor = { ...newVisitor(), opened: 'forged.cookie.token.x' };
    expect((await acceptLead('contact', 'en', plainPost(visitor), visitor)).status).toBe(
      'accepted',
    );
  });
});

describe('the confirmations to one address', () => {
  it('stop at 20 in an hour, while every request is stored and goes to sales', async () => {
    const withheld = leadCounters().confirmationsWithheld;
    const before = await stored();
    for (let i = 0; i < 21; i += 1) {
      const visitor = newVisitor();
      const post = plainPost(visitor, 'victim@example.com');
      expect((await acceptLead('contact', 'en', post, visitor)).status).toBe('accepted');
    }
    expect(await stored()).toBe(before + 21);
    expect(leadCounters().confirmationsWithheld).toBe(withheld + 1);
    const confirmations = await (
      await leadStore()
    ).claimDue(100, 60_000, new Date(), ['confirmation']);
    expect(confirmations.filter((m) => m.lead.email === 'victim@example.com')).toHaveLength(20);
  });
});

describe('a quote request', () => {
  const quote = (visitor: Visitor): FormValues => ({
    ...plainPost(visitor),
    topic: '',
    company: 'Stahlbau GmbH',
    country: 'DE',
    quantity: '2',
  });

  it('keeps the sales partners of its country, as they were when it was accepted', async () => {
    const partners = await demoPartners();
    const visitor = newVisitor();
    const answer = await acceptLead('quote', 'de', quote(visitor), visitor, {
      salesPartners: (country) => salesPartnersNamed(partners, country),
    });
    expect(answer.status).toBe('accepted');
    if (answer.status !== 'accepted') return;
    expect(answer.lead.salesPartners?.map((partner) => partner.name)).toEqual([
      'Franken Schweiß- und Schneidtechnik',
      'Hanse Maschinenverleih',
    ]);
    const kept = (await (await leadStore()).all()).find((lead) => lead.id === answer.lead.id);
    expect(kept?.salesPartners).toEqual(answer.lead.salesPartners);
  });

  it('is accepted without partners when they cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const visitor = newVisitor();
    const answer = await acceptLead('quote', 'de', quote(visitor), visitor, {
      salesPartners: () => Promise.reject(new Error('the content source did not answer')),
    });
    expect(answer.status).toBe('accepted');
    expect(answer.status === 'accepted' && answer.lead.salesPartners).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'Requests from visitors: no sales partners named: the content source did not answer',
    );
    warn.mockRestore();
  });
});
