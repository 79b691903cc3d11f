import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BucketStorage } from '@/leads/applications/bucket-storage';
import { APPLICATIONS_PREFIX } from '@/leads/applications/file-storage';
import { SqliteLeadStore } from '@/leads/sqlite/sqlite-store';
import { startStorageEmulator, type RunningStorageEmulator } from '../../scripts/storage-emulator';
import {
  applicationBody,
  applicationForm,
  plainToken,
  postApplication,
  sha256,
  type ApplicationForm,
} from '../helpers/application-post';
import { pdf } from '../helpers/documents';
import { leadsEnv, waitFor } from '../helpers/leads-site';
import { startProductionServer, type RunningServer } from '../helpers/production-server';
import { startSmtp, type SmtpSink } from '../helpers/smtp';

/**
 * Where an application's files are kept (issue 64): the folder on disk and a Cloud Storage bucket
 * of Firebase's Storage emulator. An application lands whole; with the bucket away the visitor is
 * told nothing was kept, and nothing is; retention and erasure leave no row and no file.
 */
const OPENING = '/en/work-with-us/field-service-technician-germany';
const cleanups: (() => Promise<void>)[] = [];
let emulator: RunningStorageEmulator;
let smtp: SmtpSink;

beforeAll(async () => {
  emulator = await startStorageEmulator({ quiet: true });
  cleanups.push(() => emulator.remove());
  // this process reads the bucket as the site writes it
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = emulator.host;
  smtp = await startSmtp();
  cleanups.push(() => smtp.stop());
}, 90_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

interface Site {
  server: RunningServer;
  dataDir: string;
  env: Record<string, string>;
  log: string[];
  store: SqliteLeadStore;
  form: ApplicationForm;
  /** The keys of every file kept, in the folder or the bucket. */
  files: () => Promise<string[]>;
  restart: () => Promise<void>;
}

async function startSite(storage: 'folder' | 'bucket'): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `fortarc-jobs-${storage}-`));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...leadsEnv(smtp, dataDir),
    LEADS_MIN_SECONDS: '0',
    LEADS_PLAIN_INTERVAL_SECONDS: '0',
    LEADS_RATE_PER_MINUTE: '1000',
    ...(storage === 'bucket' ? emulator.env : {}),
  };
  const log: string[] = [];
  const start = () => startProductionServer(env, 'pipe', (line) => log.push(line));
  const bucket = new BucketStorage(emulator.bucket);
  const site: Site = {
    server: await start(),
    dataDir,
    env,
    log,
    store: SqliteLeadStore.open(path.join(dataDir, 'leads.sqlite')),
    form: { action: '', hidden: [] },
    files: async () => {
      if (storage === 'bucket') return (await bucket.list(APPLICATIONS_PREFIX)).map((f) => f.key);
      const root = path.join(dataDir, 'jobs', 'applications');
      try {
        return readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => `applications/${path.basename(entry.parentPath)}/${entry.name}`);
      } catch {
        return [];
      }
    },
    restart: async () => {
      const port = new URL(site.server.baseURL).port;
      await site.server.stop();
      site.server = await startProductionServer({ ...env, PORT: port }, 'pipe', (line) =>
        log.push(line),
      );
    },
  };
  cleanups.push(async () => {
    await site.store.close();
    await site.server.stop();
  });
  site.form = applicationForm(await (await fetch(site.server.baseURL + OPENING)).text());
  return site;
}

/** An application sent without JavaScript; resolves with the answer's location. */
async function apply(site: Site, email: string, cv: Buffer): Promise<string> {
  const base = site.server.baseURL;
  const token = await plainToken(base, site.form);
  const answer = await postApplication(base, site.form, token, {
    email,
    files: [{ field: 'cv', name: 'cv.pdf', data: cv }],
  });
  expect(answer.status).toBe(303);
  return answer.location;
}

const mailFrom = (email: string) => smtp.received.filter((mail) => mail.replyTo.includes(email));

describe('on the bucket (Firebase’s Storage emulator)', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite('bucket');
  }, 90_000);

  it('an application lands in the bucket, the file as sent, and reaches HR with it', async () => {
    const cv = pdf('Bucket applicant', 500_000);
    expect(await apply(site, 'bucket@example.com', cv)).toMatch(/\?sent=application$/);
    const [application] = await site.store.findApplications({ email: 'bucket@example.com' });
    const key = `applications/${application!.id}/${application!.files[0]!.id}`;
    expect(await site.files()).toContain(key);
    const kept = await new BucketStorage(emulator.bucket).get(key);
    expect(sha256(kept)).toBe(sha256(cv));
    await waitFor(() => mailFrom('bucket@example.com').length === 1, 'the e-mail arrives');
    expect(sha256(mailFrom('bucket@example.com')[0]!.attachments[0]!.content)).toBe(sha256(cv));
    expect(site.log.join('\n')).toContain(`bucket ${emulator.bucket}`);
  });

  it('with the bucket away, the visitor is told nothing was kept, and nothing is', async () => {
    await emulator.stop();
    try {
      const location = await apply(site, 'away@example.com', pdf('Away'));
      expect(location).toMatch(/\?application=/);
      const page = await (await fetch(new URL(location, site.server.baseURL))).text();
      expect(page).toContain(
        'Your application could not be sent, and nothing was kept. Please try again in a few minutes, or write to jobs@fortarc.example.',
      );
      // the script's answer says the same
      const token = await plainToken(site.server.baseURL, site.form);
      const json = await fetch(site.server.baseURL + site.form.action, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: applicationBody(site.form, token, {
          email: 'away@example.com',
          files: [{ field: 'cv', name: 'cv.pdf', data: pdf('Away') }],
        }),
      });
      expect(json.status).toBe(503);
      expect(await json.json()).toEqual({ status: 'unavailable' });
      expect(await site.store.findApplications({ email: 'away@example.com' })).toEqual([]);
      // logged by the storage's code, without the visitor's data
      const logged = site.log.filter((line) => line.includes('storage/'));
      expect(logged.join('\n')).toMatch(/storage\/retry-limit-exceeded/);
      expect(logged.join('\n')).not.toContain('away@example.com');
    } finally {
      await emulator.start();
    }
    // the emulator came back empty: every file in it now has its row
    expect(await site.files()).toEqual([]);
  }, 90_000);
});

describe.each(['folder', 'bucket'] as const)('retention and erasure on the %s', (storage) => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(storage);
  }, 90_000);

  const run = async (...args: string[]) => {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'leads', '--', ...args],
      { env: { ...process.env, ...site.env } },
    );
    return stdout;
  };

  it('`npm run leads -- erase` leaves no row and no file of the address', async () => {
    const email = `erase-${storage}@example.com`;
    await apply(site, email, pdf('To be erased'));
    await apply(site, 'kept@example.com', pdf('Kept'));
    await waitFor(() => mailFrom(email).length >= 1, 'the application is delivered');
    const [application] = await site.store.findApplications({ email });
    expect((await site.files()).some((key) => key.includes(application!.id))).toBe(true);
    expect(await run('erase', email)).toContain('1 job applications erased');
    expect(await site.store.findApplications({ email })).toEqual([]);
    const left = await site.files();
    expect(left.some((key) => key.includes(application!.id))).toBe(false);
    const [kept] = await site.store.findApplications({ email: 'kept@example.com' });
    expect(left.some((key) => key.includes(kept!.id))).toBe(true);
  }, 60_000);

  it('applications past JOBS_RETENTION_DAYS go with their files; none is left', async () => {
    const email = `old-${storage}@example.com`;
    await apply(site, email, pdf('Old applicant'));
    await waitFor(() => mailFrom(email).length >= 1, 'the application is delivered');
    const [old] = await site.store.findApplications({ email });
    expect((await site.files()).some((key) => key.includes(old!.id))).toBe(true);
    // 181 days pass for this application (the store's clock is its rows' dates)
    const db = new DatabaseSync(path.join(site.dataDir, 'leads.sqlite'));
    db.prepare('UPDATE applications SET created_at = ? WHERE email = ?').run(
      Date.now() - 181 * 86_400_000,
      email,
    );
    db.close();
    // the retention runs at the worker's first cycle after a start, then hourly
    await site.restart();
    await waitFor(
      async () => (await site.store.findApplications({ email })).length === 0,
      'the old application is deleted',
    );
    const ids = (await site.store.findApplications({ before: new Date(Date.now() + 1000) })).map(
      (application) => application.id,
    );
    const files = await site.files();
    expect(files.some((key) => key.includes(old!.id))).toBe(false);
    // every file left belongs to an application still kept
    expect(files.every((key) => ids.some((id) => key.includes(id)))).toBe(true);
    expect(site.log.join('\n')).toMatch(/Retention: 1 applications older than 180 days deleted/);
  }, 90_000);
});
