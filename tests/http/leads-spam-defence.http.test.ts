import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_LIMITS } from '@/leads/confirmation-limits';
import { PROOF_FIELD } from '@/leads/lead-fields';
import { quotePath } from '@/paths/quote-paths';
import { formFields, formToken } from '../helpers/lead-post';
import { startLeadsSite, waitFor, type LeadsSite } from '../helpers/leads-site';
import { freePort } from '../helpers/production-server';
import { solvedProof } from '../helpers/solved-proof';

/**
 * What the forms let a robot make the company's server send (issue 59, item 2), against the
 * production build with its own store and a real SMTP server: a timing token sends one request;
 * a client without JavaScript sends one per LEADS_PLAIN_INTERVAL_SECONDS (60 here, the default);
 * one address gets at most 20 confirmations an hour. Each refusal is the same words to a person,
 * and nothing of it is delivered. Clients are told apart by X-Forwarded-For, which the server
 * believes from this machine (as from nginx).
 */
const PAGE = quotePath('en');
let leads: LeadsSite;
let base = '';
let hidden: [string, string][] = [];
let clients = 0;
let metricsURL = '';

beforeAll(async () => {
  const metricsPort = await freePort();
  metricsURL = `http://127.0.0.1:${metricsPort}/metrics`;
  leads = await startLeadsSite({
    METRICS_PORT: String(metricsPort),
    LEADS_CONFIRMATION: '1',
    LEADS_MIN_SECONDS: '0',
    LEADS_RATE_PER_MINUTE: '1000',
  });
  base = leads.site.baseURL;
  hidden = await formFields(base, PAGE);
}, 90_000);

afterAll(async () => {
  await leads?.close();
});

/** A client of a network of its own. */
function newClient(): Record<string, string> {
  clients += 1;
  return { 'x-forwarded-for': `198.51.100.${clients}`, 'user-agent': 'Firefox/140' };
}

interface Answer {
  status: number;
  location: string | null;
  /** The error summary's words, when the form came back. */
  summary: string;
}

/** A quote request as a browser posts it; `proof`: as the form's script adds it. */
async function post(
  client: Record<string, string>,
  token: string,
  email: string,
  proof?: string,
): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of hidden) body.append(name, name === 'form_token' ? token : value);
  if (proof !== undefined) body.append(PROOF_FIELD, proof);
  for (const [name, value] of Object.entries({
    name: 'Ada Welder',
    company: 'Arc Works',
    email,
    country: 'IT',
    message: 'Two machines.',
    privacy: 'yes',
  })) {
    body.append(name, value);
  }
  const response = await fetch(base + PAGE, {
    method: 'POST',
    body,
    headers: client,
    redirect: 'manual',
  });
  const html = await response.text();
  const summary = /class="lead-form-summary"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
  return {
    status: response.status,
    location: response.headers.get('location'),
    summary: summary.replace(/<[^>]+>/g, ''),
  };
}

/** A request from a client of its own without JavaScript, as sent by a person: accepted. */
async function sendPlain(email: string): Promise<void> {
  const client = newClient();
  const answer = await post(client, await formToken(base, PAGE, hidden, client), email);
  expect(answer.status, answer.summary).toBe(303);
}

/** Mails whose Reply-To is `email` (sales'), or that go to it (its confirmations). */
const replyingTo = (email: string) =>
  leads.smtp.received.filter((m) => m.replyTo === email || m.replyTo.endsWith(`<${email}>`));
const toSales = (email: string) =>
  replyingTo(email).filter((m) => m.to.includes('sales@fortarc.example'));
const confirmations = (email: string) => leads.smtp.received.filter((m) => m.to.includes(email));

/** The words of every refusal: call or write, never which check failed. */
function expectRefusal(answer: Answer) {
  expect(answer.status).toBe(200);
  expect(answer.summary).toMatch(/^Your request could not be sent\. .*call us at \+39.* write to /);
  expect(answer.summary).not.toMatch(/token|proof|limit|already|robot|spam/i);
}

/**
 * Waits for a request sent after `refused` to arrive: the outbox sends in the order requests
 * were stored, so what a refused request could have queued would have come before it.
 */
async function expectNothingDelivered(refused: readonly string[]) {
  const marker = `after-${clients}@example.com`;
  await sendPlain(marker);
  await waitFor(() => toSales(marker).length === 1, 'a later request arrives');
  await waitFor(() => confirmations(marker).length === 1, 'its confirmation arrives');
  for (const email of refused) {
    expect([...replyingTo(email), ...confirmations(email)]).toEqual([]);
  }
}

describe('a timing token', () => {
  it('sends one request: the same token again, with a good proof of its own, is refused', async () => {
    const client = newClient();
    const token = (
      (await (await fetch(`${base}/api/leads/token`, { headers: client })).json()) as {
        token: string;
      }
    ).token;
    const proof = async () =>
      solvedProof((await (await fetch(`${base}/api/leads/challenge`)).json()) as Challenge);
    const first = await post(client, token, 'first@example.com', await proof());
    expect(first.status).toBe(303);
    const again = await post(client, token, 'again@example.com', await proof());
    expectRefusal(again);
    await waitFor(() => toSales('first@example.com').length === 1, 'the first request arrives');
    await expectNothingDelivered(['again@example.com']);
  });

  it('handed to one client without JavaScript, is refused from another', async () => {
    const ada = newClient();
    const token = await formToken(base, PAGE, hidden, ada);
    expectRefusal(await post(newClient(), token, 'elsewhere@example.com'));
    await expectNothingDelivered(['elsewhere@example.com']);
  });
});

describe('a client without JavaScript', () => {
  it('sends a second request only after the interval; another client is not held up', async () => {
    const client = newClient();
    const first = await post(
      client,
      await formToken(base, PAGE, hidden, client),
      'one@example.com',
    );
    expect(first.status).toBe(303);
    const second = await post(
      client,
      await formToken(base, PAGE, hidden, client),
      'two@example.com',
    );
    expectRefusal(second);
    await sendPlain('neighbour@example.com');
    await waitFor(() => toSales('one@example.com').length === 1, 'the first request arrives');
    await waitFor(() => toSales('neighbour@example.com').length === 1, 'the neighbour’s arrives');
    await expectNothingDelivered(['two@example.com']);
  });
});

describe('the confirmations to one address', () => {
  it('stop at 20 in an hour; the 21st request still reaches sales, its confirmation does not', async () => {
    const victim = 'victim@example.com';
    const count = CONFIRMATION_LIMITS.perHour + 1;
    for (let i = 0; i < count; i += 1) await sendPlain(victim);
    await waitFor(() => toSales(victim).length === count, `${count} requests reach sales`);
    await waitFor(
      () => confirmations(victim).length >= CONFIRMATION_LIMITS.perHour,
      `${CONFIRMATION_LIMITS.perHour} confirmations arrive`,
    );
    await expectNothingDelivered([]);
    expect(confirmations(victim)).toHaveLength(CONFIRMATION_LIMITS.perHour);
    const metrics = await (await fetch(metricsURL)).text();
    expect(metrics).toMatch(/^fortarc_leads_confirmations_withheld_total 1$/m);
  });
});
