import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docx, pdf } from '../../tests/helpers/documents';
import type { ApplicationFile, ApplicationInput } from './applications/application';
import { fileKey } from './applications/file-storage';
import { FolderStorage } from './applications/folder-storage';
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
  let files: FolderStorage;
  let output = '';
  const run = (...args: string[]) =>
    runLeadsCommand(store, args, (text) => (output += text), files);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fortarc-cli-'));
    store = SqliteLeadStore.open(path.join(dir, 'leads.sqlite'));
    files = new FolderStorage(path.join(dir, 'jobs'));
    output = '';
  });

  /** An application kept as the site keeps one: its files in the storage, then its row. */
  const apply = async (email: string, documents: [ApplicationFile['slot'], Buffer][]) => {
    const id = randomUUID();
    const kept: ApplicationFile[] = [];
    for (const [slot, data] of documents) {
      const file: ApplicationFile = {
        id: randomUUID(),
        slot,
        name: `../../${slot}.bin`,
        type: slot === 'cv' ? 'pdf' : 'docx',
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
      };
      await files.put(fileKey(id, file.id), data);
      kept.push(file);
    }
    const input: ApplicationInput = {
      locale: 'en',
      name: 'Ada',
      email,
      phone: '',
      position: 'Welding applications engineer',
      area: '',
      message: 'Hello',
      page: '/en/work-with-us/welding-applications-engineer',
      recipients: [],
      files: kept,
    };
    return store.insertApplication(input, id);
  };
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

  it('erases an address’s job applications with their files, leaving no file behind', async () => {
    await apply('ada@example.com', [
      ['cv', pdf()],
      ['attachment', docx()],
    ]);
    await apply('ada@example.com', [['cv', pdf('second')]]);
    const other = await apply('bob@example.com', [['cv', pdf('Bob')]]);
    expect(await run('erase', 'Ada@Example.com')).toBe(0);
    expect(output).toContain('2 job applications erased');
    expect(await store.findApplications({ email: 'ada@example.com' })).toEqual([]);
    const left = readdirSync(path.join(dir, 'jobs', 'applications'), { recursive: true });
    expect(left.sort()).toEqual([other.id, `${other.id}/${other.files[0]!.id}`].sort());
  });

  it('writes an application’s files out for HR under names of its own, as they arrived', async () => {
    const cv = pdf('Ada Welder', 5000);
    const application = await apply('ada@example.com', [
      ['cv', cv],
      ['attachment', docx()],
    ]);
    const folder = path.join(dir, 'out');
    expect(await run('export-files', application.id, folder)).toBe(0);
    const short = application.id.slice(0, 8);
    expect(readdirSync(folder).sort()).toEqual([
      `allegato-${short}.docx`,
      `curriculum-${short}.pdf`,
    ]);
    expect(readFileSync(path.join(folder, `curriculum-${short}.pdf`))).toEqual(cv);
    expect(output).toContain('sent as "../../cv.bin"');
    expect(await run('export-files', randomUUID(), folder)).toBe(2);
  });

  it('answers a wrong command with the usage and a non-zero code', async () => {
    expect(await run('drop')).toBe(2);
    expect(output).toContain('Usage: npm run leads');
    expect(await run('erase')).toBe(2);
  });
});
