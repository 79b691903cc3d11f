import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pdf } from '../../../tests/helpers/documents';
import { SqliteLeadStore } from '../sqlite/sqlite-store';
import type { ApplicationInput } from './application';
import { eraseApplications, STRAY_AFTER_MS, sweepStrayFiles } from './erase-applications';
import { fileKey } from './file-storage';
import { FolderStorage } from './folder-storage';

let dir = '';
let store: SqliteLeadStore;
let files: FolderStorage;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fortarc-retention-'));
  store = SqliteLeadStore.open(path.join(dir, 'leads.sqlite'));
  files = new FolderStorage(path.join(dir, 'jobs'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const filesLeft = () =>
  readdirSync(path.join(dir, 'jobs'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

async function keep(createdAt: Date): Promise<string> {
  const id = randomUUID();
  const fileId = randomUUID();
  await files.put(fileKey(id, fileId), pdf());
  const input: ApplicationInput = {
    locale: 'it',
    name: 'Ada',
    email: 'ada@example.com',
    phone: '',
    position: '',
    area: 'service',
    message: 'Ciao',
    page: '/contatti',
    recipients: [],
    files: [{ id: fileId, slot: 'cv', name: 'cv.pdf', type: 'pdf', size: 1, sha256: '' }],
  };
  await store.insertApplication(input, id, createdAt);
  return fileId;
}

describe('retention of job applications', () => {
  it('deletes the applications past the cutoff with their files, and no other', async () => {
    const now = new Date('2026-12-01T00:00:00Z');
    await keep(new Date('2026-05-01T00:00:00Z'));
    const recent = await keep(new Date('2026-11-01T00:00:00Z'));
    const old = await store.findApplications({ before: new Date('2026-06-03T00:00:00Z') });
    expect(await eraseApplications(store, files, old)).toBe(1);
    expect(filesLeft()).toEqual([recent]);
    expect(await sweepStrayFiles(store, files, now)).toBe(0);
  });

  it('sweeps files left without their row once they are an hour old, and .part files', async () => {
    const kept = await keep(new Date());
    const stray = randomUUID();
    const young = randomUUID();
    await files.put(fileKey(randomUUID(), stray), pdf());
    await files.put(fileKey(randomUUID(), young), pdf());
    const crashed = path.join(dir, 'jobs', 'applications', randomUUID());
    mkdirSync(crashed);
    const part = `${randomUUID()}.0123456789ab.part`;
    writeFileSync(path.join(crashed, part), 'half');
    const now = Date.now();
    const old = new Date(now - STRAY_AFTER_MS - 1000);
    for (const [folder, name] of readdirSync(path.join(dir, 'jobs', 'applications')).flatMap(
      (folder) =>
        readdirSync(path.join(dir, 'jobs', 'applications', folder)).map((n) => [folder, n]),
    )) {
      if (name !== young)
        utimesSync(path.join(dir, 'jobs', 'applications', folder!, name!), old, old);
    }
    expect(await sweepStrayFiles(store, files, new Date(now))).toBe(2);
    expect(filesLeft().sort()).toEqual([kept, young].sort());
  });
});
