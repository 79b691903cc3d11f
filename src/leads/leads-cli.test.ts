import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadInput } from './lead-schema';
import type { LeadStore } from './lead-store';
import { csvCell, runLeadsCommand } from './leads-cli';
import { SqliteLeadStore } from './sqlite/sqlite-store';

const lead = (email: string, message = 'Hello'): LeadInput => ({
  kind: 'contact',
  locale: 'en',
  name: 'Ada',
  email,
  company: '',
  phone: '',
  country: '',
  products: [],
  quantity: '',
  topic: 'sales',
  message,
  marketing: false,
});

describe('npm run leads', () => {
  let dir = '';
  let store: LeadStore;
  let output = '';
  const run = (...args: string[]) => runLeadsCommand(store, args, (text) => (output += text));

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fortarc-cli-'));
    store = SqliteLeadStore.open(path.join(dir, 'leads.sqlite'));
    output = '';
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the newest requests and the outbox', async () => {
    await store.insert(lead('ada@example.com'), ['email']);
    expect(await run('list')).toBe(0);
    expect(output).toMatch(/ contact {2}ada@example\.com {2}-- {2}pending\n/);
    expect(output).toContain('outbox: 1 pending, 0 failed, 0 sent');
  });

  it('exports CSV with quoting, and defuses formulas', async () => {
    await store.insert(lead('ada@example.com', 'Line one, "two"\n=HYPERLINK()'), ['email']);
    expect(await run('export')).toBe(0);
    const [header, row] = output.split('\r\n');
    expect(header).toBe(
      'id,created_at,kind,language,name,company,email,phone,country,products,quantity,topic,message,marketing_consent',
    );
    expect(row).toContain('"Line one, ""two""');
    expect(csvCell('=1+1')).toBe("'=1+1");
  });

  it('erases one address and retries failed deliveries', async () => {
    await store.insert(lead('ada@example.com'), ['email']);
    await store.insert(lead('bob@example.com'), ['email']);
    expect(await run('erase', 'ADA@example.com')).toBe(0);
    expect(output).toContain('1 requests erased');
    const [message] = await store.claimDue(1, 1000);
    await store.markAttemptFailed(message!.id, 'test', null);
    expect(await run('retry')).toBe(0);
    expect(output).toContain('1 failed deliveries queued again');
  });

  it('answers a wrong command with the usage and a non-zero code', async () => {
    expect(await run('drop')).toBe(2);
    expect(output).toContain('Usage: npm run leads');
    expect(await run('erase')).toBe(2);
  });
});
