import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { pdf } from '../../../tests/helpers/documents';
import type { ApplicationFile, StoredApplication } from '../applications/application';
import { fileKey } from '../applications/file-storage';
import { FolderStorage } from '../applications/folder-storage';
import {
  applicationEmail,
  applicationRecipients,
  filesToAttach,
  readAttachments,
} from './application-email';
import { mailOptions } from './mailer';

const MB = 1024 * 1024;
const file = (fields: Partial<ApplicationFile> = {}): ApplicationFile => ({
  id: randomUUID(),
  slot: 'cv',
  name: 'Lebenslauf Grete.pdf',
  type: 'pdf',
  size: 2 * MB,
  sha256: 'a'.repeat(64),
  ...fields,
});

const application = (fields: Partial<StoredApplication> = {}): StoredApplication => ({
  id: '5f0c2d1e-4b6a-4d7e-9a51-0b9e7c1e5d2a',
  createdAt: new Date('2026-11-27T10:00:00.000Z'),
  locale: 'de',
  name: 'Grete Schweißer',
  email: 'grete@example.de',
  phone: '',
  position: 'Servicetechniker im Außendienst (m/w/d) – Deutschland',
  area: '',
  message: 'Zehn Jahre Service.\nSubject: not a header',
  page: '/de/arbeite-mit-uns/servicetechniker-aussendienst-deutschland',
  recipients: [],
  files: [file()],
  ...fields,
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the e-mail to HR', () => {
  it('names the position, the applicant’s language and each file, and attaches the CV', async () => {
    const cv = file();
    const data = Buffer.from('%PDF-1.4 cv');
    const email = applicationEmail(application({ files: [cv] }), new Map([[cv.id, data]]), {
      from: 'web@fortarc.example',
      to: ['jobs@fortarc.example'],
    });
    expect(email.subject).toBe(
      'Candidatura: Servicetechniker im Außendienst (m/w/d) – Deutschland',
    );
    expect(email.replyTo).toEqual({ name: '', address: 'grete@example.de' });
    expect(email.messageId).toBe(
      '<application-5f0c2d1e-4b6a-4d7e-9a51-0b9e7c1e5d2a@fortarc.example>',
    );
    expect(email.text).toContain('Lingua del candidato: tedesco');
    expect(email.text).toContain('  Subject: not a header');
    expect(email.text).toContain(
      '- curriculum: Lebenslauf Grete.pdf (PDF, 2048 kB), allegato come curriculum-5f0c2d1e.pdf',
    );
    expect(email.attachments).toEqual([
      { filename: 'curriculum-5f0c2d1e.pdf', content: data, contentType: 'application/pdf' },
    ]);
    // nodemailer writes it as one message with the file as a part
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent = await transport.sendMail(mailOptions(email));
    const raw = (sent.message as Buffer).toString();
    expect(raw).toContain('filename=curriculum-5f0c2d1e.pdf');
    expect(raw).not.toMatch(/^Subject: not a header/m);
  });

  it('attaches files while together under 15 MB, and names the others with the command', () => {
    const cv = file({ size: 10 * MB - 1 });
    const letter = file({ slot: 'attachment', name: 'Zeugnis.docx', type: 'docx', size: 6 * MB });
    expect(filesToAttach([cv, letter])).toEqual([cv]);
    const small = file({ slot: 'attachment', size: 4 * MB });
    expect(filesToAttach([cv, small])).toEqual([cv, small]);
    const email = applicationEmail(
      application({ files: [cv, letter] }),
      new Map([[cv.id, Buffer.from('cv')]]),
      { from: 'web@fortarc.example', to: ['jobs@fortarc.example'] },
    );
    expect(email.attachments).toHaveLength(1);
    expect(email.text).toContain(
      'Zeugnis.docx (DOCX, 6144 kB), non allegato (oltre 15 MB insieme agli altri): npm run leads -- export-files 5f0c2d1e-4b6a-4d7e-9a51-0b9e7c1e5d2a',
    );
  });

  it('goes to the opening’s department, else to JOBS_TO; a spontaneous one names its area', () => {
    expect(applicationRecipients(application(), ['jobs@fortarc.example'])).toEqual([
      'jobs@fortarc.example',
    ]);
    expect(
      applicationRecipients(application({ recipients: ['service@fortarc.example'] }), ['x@y.z']),
    ).toEqual(['service@fortarc.example']);
    const spontaneous = applicationEmail(
      application({ position: '', area: 'engineering' }),
      new Map(),
      { from: 'web@fortarc.example', to: ['jobs@fortarc.example'] },
    );
    expect(spontaneous.subject).toBe('Candidatura: candidatura spontanea, progettazione e ricerca');
    expect(spontaneous.text).toContain('Area: progettazione e ricerca');
  });

  it('reads the files from the storage and refuses one that changed since it arrived', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fortarc-hr-mail-'));
    dirs.push(dir);
    const storage = new FolderStorage(dir);
    const data = pdf();
    const cv = file({ size: data.length, sha256: createHash('sha256').update(data).digest('hex') });
    const stored = application({ files: [cv] });
    await storage.put(fileKey(stored.id, cv.id), data);
    expect((await readAttachments(stored, storage)).get(cv.id)).toEqual(data);
    await storage.put(fileKey(stored.id, cv.id), Buffer.from('%PDF-1.4 another'));
    await expect(readAttachments(stored, storage)).rejects.toThrow('storage/invalid-checksum');
  });
});
