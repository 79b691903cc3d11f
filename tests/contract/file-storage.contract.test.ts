import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BucketStorage } from '@/leads/applications/bucket-storage';
import {
  APPLICATIONS_PREFIX,
  fileKey,
  storageCode,
  type FileStorage,
} from '@/leads/applications/file-storage';
import { FolderStorage } from '@/leads/applications/folder-storage';
import { startStorageEmulator, type RunningStorageEmulator } from '../../scripts/storage-emulator';
import { pdf } from '../helpers/documents';

/**
 * The storage of applications' files, one contract for both: a folder on disk, and a bucket of
 * Firebase's Storage emulator (firebase-tools) through the Admin SDK, as the site uses them.
 */
let emulator: RunningStorageEmulator;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'fortarc-jobs-files-'));
  emulator = await startStorageEmulator({ quiet: true });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = emulator.host;
}, 60_000);

afterAll(async () => {
  await emulator?.remove();
  rmSync(folder, { recursive: true, force: true });
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const storages: Record<'folder' | 'bucket', () => FileStorage> = {
  folder: () => new FolderStorage(folder),
  bucket: () => new BucketStorage(emulator.bucket),
};

describe.each(['folder', 'bucket'] as const)('the %s storage', (kind) => {
  it('keeps a file as it was given and gives it back the same', async () => {
    const storage = storages[kind]();
    const key = fileKey(randomUUID(), randomUUID());
    const file = pdf('Ada Welder', 300_000);
    await storage.put(key, file, 'application/pdf');
    expect(sha256(await storage.get(key))).toBe(sha256(file));
    const listed = await storage.list(APPLICATIONS_PREFIX);
    expect(listed.map((entry) => entry.key)).toContain(key);
    expect(listed.find((entry) => entry.key === key)!.writtenAt.getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
    await storage.remove(key);
    expect((await storage.list(APPLICATIONS_PREFIX)).map((entry) => entry.key)).not.toContain(key);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('answers a missing object with its code, and refuses any key it did not make', async () => {
    const storage = storages[kind]();
    const missing = await storage.get(fileKey(randomUUID(), randomUUID())).catch(storageCode);
    expect(missing).toBe('object-not-found');
    for (const key of ['../../etc/passwd', 'applications/x/y', 'public/cv.pdf']) {
      expect(await storage.get(key).catch(storageCode)).toBe('invalid-argument');
      expect(await storage.put(key, Buffer.from('x'), 'text/plain').catch(storageCode)).toBe(
        'invalid-argument',
      );
    }
  });
});

describe('the folder storage', () => {
  it('keeps files readable by the site’s user only, in a folder per application', async () => {
    const storage: FileStorage = new FolderStorage(folder);
    const application = randomUUID();
    await storage.put(fileKey(application, randomUUID()), pdf(), 'application/pdf');
    const dir = path.join(folder, 'applications', application);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const [name] = readdirSync(dir);
    expect(statSync(path.join(dir, name!)).mode & 0o777).toBe(0o600);
    await storage.remove(`applications/${application}/${name}`);
    expect(() => statSync(dir)).toThrow();
  });
});

describe('the bucket storage with its service away', () => {
  it('fails with retry-limit-exceeded, within the time a visitor waits', async () => {
    const storage = new BucketStorage(emulator.bucket);
    await emulator.stop();
    try {
      const started = Date.now();
      const code = await storage
        .put(fileKey(randomUUID(), randomUUID()), pdf(), 'application/pdf')
        .catch(storageCode);
      expect(code).toBe('retry-limit-exceeded');
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      await emulator.start();
    }
  }, 60_000);
});
