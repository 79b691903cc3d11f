import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { quotePath } from '@/paths/quote-paths';
import { startDeployment, type Deployment } from '../helpers/deployment';
import { formFields, formToken, postQuote } from '../helpers/lead-post';
import { deliveryEnv, leadsEnv, waitFor } from '../helpers/leads-site';
import { startPostgres, type Postgres } from '../helpers/postgres';
import { startProductionServer, type RunningServer } from '../helpers/production-server';
import { startSmtp, type SmtpSink } from '../helpers/smtp';

/**
 * Nothing is lost (issue 44): with the SMTP server down, 200 requests are accepted while the site
 * is stopped with SIGTERM and started again mid-way; SMTP comes back, and each arrives exactly
 * once. Once on the embedded SQLite store, once with two instances behind nginx on PostgreSQL.
 */
const COUNT = 200;
const PAGE = quotePath('en');
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function send(base: () => string, from: number, to: number): Promise<number[]> {
  const hidden = await formFields(base(), PAGE);
  const statuses: number[] = [];
  for (let i = from; i < to; i += 10) {
    // each request spends its own token, as each visitor's first post brings one back (a post
    // for one that an instance stopping refused is answered as such a request would be)
    const post = async (n: number) => {
      const token = await formToken(base(), PAGE, hidden).catch(() => undefined);
      if (token === undefined) return { status: 502, location: null };
      return postQuote(base(), PAGE, hidden, token, {
        name: `Visitor ${n}`,
        email: `visitor-${n}@example.com`,
        products: ['pioneer-403'],
      });
    };
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, to - i) }, async (_, k) => {
        const answer = await post(i + k);
        if (answer.status < 502) return answer;
        // Known (issue 44, open): a post that reaches an instance as it stops can be refused by
        // the proxy (nginx retries no POST); the visitor is told and sends again, as here. It
        // must then arrive once, like every other.
        console.log(`visitor ${i + k}: ${answer.status} during the restart, sent again`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return post(i + k);
      }),
    );
    statuses.push(...batch.map((answer) => answer.status));
  }
  return statuses;
}

function expectEachOnce(smtp: SmtpSink) {
  const ids = smtp.received.map((mail) => mail.messageId);
  expect(new Set(ids).size).toBe(ids.length);
  const visitors = new Set(smtp.received.map((mail) => mail.replyTo.match(/visitor-(\d+)@/)?.[1]));
  expect(visitors.size).toBe(COUNT);
}

describe('nothing is lost', () => {
  it('on SQLite: SMTP down, a SIGTERM restart mid-way, then every request arrives once', async () => {
    const smtp = await startSmtp();
    await smtp.stop();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fortarc-leads-lost-'));
    cleanups.push(
      async () => rmSync(dataDir, { recursive: true, force: true }),
      () => smtp.stop(),
    );
    const env = { ...leadsEnv(smtp, dataDir), ...deliveryEnv };
    let site: RunningServer = await startProductionServer(env, 'ignore');
    cleanups.push(() => site.stop());
    const port = new URL(site.baseURL).port;
    const first = await send(() => site.baseURL, 0, COUNT / 2);
    await site.stop();
    site = await startProductionServer({ ...env, PORT: port }, 'ignore');
    const second = await send(() => site.baseURL, COUNT / 2, COUNT);
    expect([...first, ...second].every((status) => status === 303)).toBe(true);
    expect(smtp.received).toHaveLength(0);
    await smtp.start();
    await waitFor(() => smtp.received.length >= COUNT, `${COUNT} e-mails arrive`, 60_000);
    // a duplicate that must not come has no event to wait for: ten retry steps here (200 ms)
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.received).toHaveLength(COUNT);
    expectEachOnce(smtp);
  }, 240_000);

  it('on PostgreSQL, two instances behind nginx: every request arrives once', async () => {
    const postgres: Postgres = await startPostgres();
    cleanups.push(() => postgres.remove());
    const smtp = await startSmtp();
    await smtp.stop();
    cleanups.push(() => smtp.stop());
    const deployment: Deployment = await startDeployment(
      2,
      { ...leadsEnv(smtp, '/nonexistent'), ...deliveryEnv, DATABASE_URL: postgres.url },
      { nginxCache: false, nginxLimits: false },
    );
    cleanups.push(() => deployment.stop());
    const base = () => deployment.nginx.baseURL;
    const first = await send(base, 0, COUNT / 2);
    await deployment.instances[0]!.stop();
    const middle = await send(base, COUNT / 2, (COUNT * 3) / 4);
    await deployment.restartInstance(0);
    const last = await send(base, (COUNT * 3) / 4, COUNT);
    expect([...first, ...middle, ...last].every((status) => status === 303)).toBe(true);
    await smtp.start();
    await waitFor(() => smtp.received.length >= COUNT, `${COUNT} e-mails arrive`, 60_000);
    // a duplicate that must not come has no event to wait for: ten retry steps here (200 ms)
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.received).toHaveLength(COUNT);
    expectEachOnce(smtp);
  }, 300_000);
});

describe('a flood', () => {
  it('one client’s 200 posts get 429 with Retry-After; another visitor’s request still arrives', async () => {
    const smtp = await startSmtp();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fortarc-leads-flood-'));
    cleanups.push(
      async () => rmSync(dataDir, { recursive: true, force: true }),
      () => smtp.stop(),
    );
    const site = await startProductionServer(
      { ...leadsEnv(smtp, dataDir), LEADS_MIN_SECONDS: '0' },
      'ignore',
    );
    cleanups.push(() => site.stop());
    const hidden = await formFields(site.baseURL, PAGE);
    const token = await formToken(site.baseURL, PAGE, hidden);
    const flooder = { 'x-forwarded-for': '203.0.113.7' };
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(site.baseURL + PAGE, {
          method: 'POST',
          headers: { ...flooder, 'content-type': 'application/x-www-form-urlencoded' },
          body: `name=flood-${i}`,
          redirect: 'manual',
        }).then(async (r) => ({
          status: r.status,
          retryAfter: r.headers.get('retry-after'),
          body: await r.text(),
        })),
      ),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(190);
    expect(limited.every((a) => Number(a.retryAfter) > 0)).toBe(true);
    expect(answers.some((a) => a.status >= 500)).toBe(false);
    const visitor = await postQuote(site.baseURL, PAGE, hidden, token, {
      name: 'Calm Visitor',
      email: 'calm@example.com',
    });
    expect(visitor.status).toBe(303);
    await waitFor(
      () => smtp.received.some((mail) => mail.replyTo.includes('calm@example.com')),
      'the visitor’s e-mail arrives',
    );
  }, 120_000);
});
