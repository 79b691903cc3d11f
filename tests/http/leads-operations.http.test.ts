import { execFile } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotePath } from '@/paths/quote-paths';
import { formFields, formToken, postQuote } from '../helpers/lead-post';
import { startLeadsSite, TEST_LEADS_SECRET, waitFor, type LeadsSite } from '../helpers/leads-site';
import { freePort } from '../helpers/production-server';

/**
 * What an operator turns on or runs beside the forms (issue 44): the visitor's confirmation
 * e-mail, the CRM's signed webhook, and `npm run leads`, on one site posted to as a browser
 * without JavaScript does, with a real SMTP server and a real HTTP receiver.
 */
const PAGE = quotePath('en');

interface Delivery {
  signature: string;
  body: string;
}

let leads: LeadsSite;
let crm: Server;
const deliveries: Delivery[] = [];
/** E-mail addresses whose first webhook delivery the CRM refuses (a 500): a failed delivery. */
const refuseOnce = new Set<string>();

beforeAll(async () => {
  const port = await freePort();
  crm = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const email = (JSON.parse(body) as { lead: { email: string } }).lead.email;
      if (refuseOnce.delete(email)) {
        res.writeHead(500).end();
        return;
      }
      deliveries.push({ signature: String(req.headers['x-fortarc-signature']), body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => crm.listen(port, '127.0.0.1', resolve));
  leads = await startLeadsSite({
    LEADS_CONFIRMATION: '1',
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/crm`,
    LEADS_MIN_SECONDS: '0',
    // every request of this file comes from one client without a proof of work
    LEADS_PLAIN_INTERVAL_SECONDS: '0',
    LEADS_MAX_ATTEMPTS: '1',
    LEADS_RATE_PER_MINUTE: '1000',
  });
}, 90_000);

afterAll(async () => {
  await leads?.close();
  await new Promise((resolve) => crm?.close(resolve));
});

async function send(name: string, email: string): Promise<void> {
  const base = leads.site.baseURL;
  const hidden = await formFields(base, PAGE);
  const token = await formToken(base, PAGE, hidden);
  const answer = await postQuote(base, PAGE, hidden, token, {
    name,
    email,
    products: ['pioneer-403'],
  });
  expect(answer.status).toBe(303);
}

const mailsTo = (address: string) => leads.smtp.received.filter((m) => m.to.includes(address));
const toSales = (address: string) => leads.smtp.received.filter((m) => m.replyTo.includes(address));

describe('the visitor’s confirmation (LEADS_CONFIRMATION=1)', () => {
  it('arrives once, in the visitor’s language, with the reference and none of the typed text', async () => {
    await send('Zelda Typed-Name', 'zelda@example.com');
    await waitFor(() => mailsTo('zelda@example.com').length === 1, 'the confirmation arrives');
    await waitFor(() => toSales('zelda@example.com').length === 1, 'sales’ e-mail arrives');
    const id = /^<lead-([0-9a-f-]{36})@/.exec(toSales('zelda@example.com')[0]!.messageId)?.[1];
    const [confirmation] = mailsTo('zelda@example.com');
    expect(confirmation!.subject).toBe(`We have received your request (${id})`);
    expect(confirmation!.text).toContain(`Reference: ${id}`);
    expect(confirmation!.replyTo).not.toContain('zelda@example.com');
    // what postQuote types: the name, the company and the message
    for (const typed of ['Zelda', 'Typed-Name', 'Load Test Ltd', 'A request from the test.']) {
      expect(JSON.stringify(confirmation)).not.toContain(typed);
    }
    // a second confirmation that must not come has no event to wait for: a few retry steps
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('zelda@example.com')).toHaveLength(1);
  });
});

describe('the CRM webhook (LEADS_WEBHOOK_URL)', () => {
  it('receives the request as JSON, signed HMAC-SHA256 over "<unix time>.<body>"', async () => {
    await send('Walt Hook', 'walt@example.com');
    const mine = () => deliveries.filter((d) => d.body.includes('"walt@example.com"'));
    await waitFor(() => mine().length === 1, 'the webhook is called');
    const [{ signature, body }] = mine() as [Delivery];
    const { t, v1 } = Object.fromEntries(signature.split(',').map((part) => part.split('=')));
    expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(300);
    const expected = createHmac('sha256', TEST_LEADS_SECRET).update(`${t}.${body}`).digest();
    expect(timingSafeEqual(Buffer.from(String(v1), 'hex'), expected)).toBe(true);
    const payload = JSON.parse(body) as { type: string; lead: Record<string, unknown> };
    expect(payload.type).toBe('lead.quote');
    expect(payload.lead).toMatchObject({ name: 'Walt Hook', products: ['pioneer-403'] });
  });
});

/** A request of `list` whose delivery failed for good (not the outbox's count line). */
const FAILED_LINE = / {2}failed$/m;

describe('npm run leads', () => {
  const run = async (...args: string[]) => {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'leads', '--', ...args],
      {
        env: { ...process.env, LEADS_DATA_DIR: leads.dataDir, LEADS_SECRET: TEST_LEADS_SECRET },
      },
    );
    return stdout;
  };

  // a dozen runs of the command, each starting npm and Node: 15 s alone, over 30 s on a busy machine
  it('lists, exports, retries a failed delivery, and erases everything about one address', async () => {
    refuseOnce.add('erin@example.com');
    await send('Erin First', 'erin@example.com');
    await send('Erin Again', 'erin@example.com');
    await send('Kept Visitor', 'kept@example.com');
    await waitFor(() => mailsTo('kept@example.com').length === 1, 'the requests are delivered');
    await waitFor(
      async () => FAILED_LINE.test(await run('list', '100')),
      'the refused webhook is kept as failed',
    );

    const list = await run('list', '100');
    expect(list.match(/ erin@example\.com /g)).toHaveLength(2);
    expect(list).toMatch(/ quote {4}kept@example\.com {2}IT {2}(sent|pending)\n/);
    expect(list).toMatch(/^outbox: \d+ pending, 1 failed, \d+ sent$/m);

    const csv = await run('export');
    expect(csv.split('\r\n')[0]).toBe(
      'id,created_at,kind,language,name,company,email,phone,country,products,quantity,topic,message,marketing_consent',
    );
    expect(csv).toContain(',Erin First,Load Test Ltd,erin@example.com,,IT,pioneer-403,');
    expect(csv).toContain('Kept Visitor');

    expect(await run('retry')).toBe('1 failed deliveries queued again\n');
    await waitFor(
      () => deliveries.filter((d) => d.body.includes('"erin@example.com"')).length === 2,
      'the failed delivery is sent again',
    );
    await waitFor(async () => !FAILED_LINE.test(await run('list', '100')), 'nothing failed');

    expect(await run('erase', 'erin@example.com')).toBe(
      '2 requests erased\n0 job applications erased\n',
    );
    const after = (await run('list', '100')) + (await run('export'));
    expect(after).not.toMatch(/erin/i);
    expect(after).toContain('kept@example.com');
    expect(await run('erase', 'erin@example.com')).toBe(
      '0 requests erased\n0 job applications erased\n',
    );
  }, 90_000);
});
