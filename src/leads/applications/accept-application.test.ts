import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { docm, docx, pdf, windowsProgram } from '../../../tests/helpers/documents';
import { issueFormToken } from '../form-token';
import { TOKEN_FIELD } from '../lead-fields';
import type { FormValues } from '../lead-schema';
import { closeLeadStore, leadStore } from '../store-instance';
import { tokenBinding, type Visitor } from '../visitor';
import { acceptApplication, type ApplicationSubmission } from './accept-application';
import type { Opening, ReceivedFile } from './application-schema';
import { fileKey } from './file-storage';
import { FolderStorage } from './folder-storage';

/**
 * An application's acceptance on a real store (a SQLite file) and a real folder storage: what is
 * accepted is kept whole (row and files), what is refused or fails leaves nothing behind.
 */
const SECRET = 'accept-application-test-secret';
let dataDir = '';
const FILES_KEY = Symbol.for('fortarc.jobs.files');

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fortarc-apply-'));
  process.env.LEADS_DATA_DIR = dataDir;
  process.env.LEADS_SECRET = SECRET;
  process.env.LEADS_MIN_SECONDS = '0';
  process.env.LEADS_PLAIN_INTERVAL_SECONDS = '0';
});

afterAll(async () => {
  await closeLeadStore();
  delete (globalThis as Record<symbol, unknown>)[FILES_KEY];
  rmSync(dataDir, { recursive: true, force: true });
});

const opening: Opening = {
  kind: 'opening',
  position: 'Welding applications engineer',
  recipients: ['engineering-jobs@fortarc.example'],
};

let visitors = 0;
function submission(
  files: ReceivedFile[],
  values: FormValues = {},
): { submission: ApplicationSubmission; visitor: Visitor } {
  visitors += 1;
  const visitor = { address: `203.0.113.${visitors}`, userAgent: 'Firefox/140' };
  return {
    visitor,
    submission: {
      locale: 'en',
      page: '/en/work-with-us/welding-applications-engineer',
      opening,
      files,
      values: {
        name: 'Ada Welder',
        email: 'Ada@Example.com',
        phone: '',
        message: 'Ten years of TIG.',
        privacy: 'yes',
        [TOKEN_FIELD]: issueFormToken(SECRET, { visitor: tokenBinding(visitor, SECRET) }),
        ...values,
      },
    },
  };
}

const jobFiles = () => {
  try {
    return readdirSync(path.join(dataDir, 'jobs'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('a job application', () => {
  it('is kept whole: its row names the opening, its files are in the storage as sent', async () => {
    const cv = pdf('Ada Welder', 40_000);
    const letter = docx();
    const { submission: post, visitor } = submission([
      { field: 'cv', name: 'Ada CV.pdf', data: cv },
      { field: 'attachment', name: '../letter.docx', data: letter },
    ]);
    const answer = await acceptApplication(post, visitor);
    expect(answer.status).toBe('accepted');
    if (answer.status !== 'accepted') return;
    const stored = await (await leadStore()).application(answer.application.id);
    expect(stored).toMatchObject({
      email: 'ada@example.com',
      position: 'Welding applications engineer',
      recipients: ['engineering-jobs@fortarc.example'],
      files: [
        { slot: 'cv', name: 'Ada CV.pdf', type: 'pdf', size: cv.length, sha256: sha256(cv) },
        { slot: 'attachment', name: 'letter.docx', type: 'docx', sha256: sha256(letter) },
      ],
    });
    const [cvFile] = stored!.files;
    const onDisk = readFileSync(
      path.join(dataDir, 'jobs', ...fileKey(stored!.id, cvFile!.id).split('/')),
    );
    expect(sha256(onDisk)).toBe(sha256(cv));
  });

  it('is refused with a reason per field, and keeps nothing', async () => {
    const before = jobFiles().length;
    const cases: [ReceivedFile[], FormValues, Record<string, string>][] = [
      [[], {}, { cv: 'required' }],
      [[{ field: 'cv', name: 'cv.pdf', data: windowsProgram() }], {}, { cv: 'fileType' }],
      [[{ field: 'cv', name: 'cv.docm', data: docm() }], {}, { cv: 'fileMacros' }],
      [
        [{ field: 'cv', name: 'cv.pdf', data: pdf() }],
        { privacy: '', email: 'nope' },
        { privacy: 'acknowledge', email: 'email' },
      ],
    ];
    for (const [files, values, errors] of cases) {
      const { submission: post, visitor } = submission(files, values);
      const answer = await acceptApplication(post, visitor);
      expect(answer).toMatchObject({ status: 'invalid', errors });
      if (answer.status === 'invalid') expect(answer.values.name).toBe('Ada Welder');
    }
    expect(jobFiles()).toHaveLength(before);
  });

  it('on a page for spontaneous applications, asks for the area of work', async () => {
    const { submission: post, visitor } = submission([
      { field: 'cv', name: 'cv.odt', data: pdf() },
    ]);
    const spontaneous = { ...post, opening: { kind: 'spontaneous' as const, recipients: [] } };
    expect(await acceptApplication(spontaneous, visitor)).toMatchObject({
      status: 'invalid',
      errors: { area: 'required' },
    });
    const chosen = { ...spontaneous, values: { ...spontaneous.values, area: 'service' } };
    const answer = await acceptApplication(chosen, visitor);
    expect(answer).toMatchObject({
      status: 'accepted',
      application: { area: 'service', position: '' },
    });
  });

  it('is answered “nothing was kept” when the storage fails, with no row and no file', async () => {
    const holder = globalThis as Record<symbol, unknown>;
    const blocked = path.join(dataDir, 'not-a-folder');
    writeFileSync(blocked, 'a file where the folder should be');
    holder[FILES_KEY] = Promise.resolve(new FolderStorage(blocked));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const store = await leadStore();
      const { submission: post, visitor } = submission([
        { field: 'cv', name: 'cv.pdf', data: pdf() },
      ]);
      const before = (await store.counts()).pending;
      expect(await acceptApplication(post, visitor)).toEqual({ status: 'unavailable' });
      expect((await store.counts()).pending).toBe(before);
      expect(errors.mock.calls.flat().join(' ')).toMatch(/storage\/\w+/);
      expect(errors.mock.calls.flat().join(' ')).not.toContain('Ada');
      // the token was given back: the same post goes through once the storage works
      delete holder[FILES_KEY];
      expect((await acceptApplication(post, visitor)).status).toBe('accepted');
    } finally {
      errors.mockRestore();
      delete holder[FILES_KEY];
    }
  });

  it('removes the files it wrote when its row cannot be written', async () => {
    const store = await leadStore();
    const failing = vi
      .spyOn(store, 'insertApplication')
      .mockRejectedValueOnce(new Error('database is locked'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const before = jobFiles();
      const { submission: post, visitor } = submission([
        { field: 'cv', name: 'cv.pdf', data: pdf() },
      ]);
      expect(await acceptApplication(post, visitor)).toEqual({ status: 'unavailable' });
      expect(failing).toHaveBeenCalledOnce();
      expect(jobFiles()).toEqual(before);
    } finally {
      failing.mockRestore();
      errors.mockRestore();
    }
  });
});
