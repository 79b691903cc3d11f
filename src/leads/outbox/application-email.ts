import { createHash } from 'node:crypto';
import type { ApplicationFile, JobArea, StoredApplication } from '../applications/application';
import { MEDIA_TYPES } from '../applications/document-type';
import { fileKey, StorageError, type FileStorage } from '../applications/file-storage';
import { emailBody, LANGUAGE, type LeadEmail } from './lead-email';
import { oneLine } from './one-line';

/**
 * The e-mail to HR for one job application, in Italian as sales' is (HR reads every application
 * in one language), naming the applicant's. The files go with it while together they stay under
 * ATTACHED_LIMIT_BYTES, under names the site gives them (the applicant's names are in the body);
 * any further file is named, with the command that writes it out. Reply-To is the applicant;
 * nothing the applicant typed is in a header.
 */
export const ATTACHED_LIMIT_BYTES = 15 * 1024 * 1024;

const AREA: Record<JobArea, string> = {
  production: 'produzione',
  service: 'assistenza tecnica',
  engineering: 'progettazione e ricerca',
  sales: 'vendite',
  administration: 'amministrazione',
  other: 'altro',
};

const SLOT = { cv: 'curriculum', attachment: 'allegato' } as const;

export function applicationMessageId(id: string, domain: string): string {
  return `<application-${id}@${domain}>`;
}

/** HR's addresses: the opening's department's from the content, else JOBS_TO. */
export function applicationRecipients(
  application: StoredApplication,
  fallback: readonly string[],
): string[] {
  return application.recipients.length > 0 ? [...application.recipients] : [...fallback];
}

/** The files that go along, in order (the CV first), while together under the limit. */
export function filesToAttach(files: readonly ApplicationFile[]): ApplicationFile[] {
  const attached: ApplicationFile[] = [];
  let total = 0;
  for (const file of files) {
    if (total + file.size >= ATTACHED_LIMIT_BYTES) continue;
    attached.push(file);
    total += file.size;
  }
  return attached;
}

/** The name a file is attached under: its slot, the application's reference, its real type. */
export const attachedName = (application: StoredApplication, file: ApplicationFile) =>
  `${SLOT[file.slot]}-${application.id.slice(0, 8)}.${file.type}`;

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} kB`;

export function applicationEmail(
  application: StoredApplication,
  attached: ReadonlyMap<string, Buffer>,
  options: { from: string; to: string[] },
): LeadEmail {
  const about =
    application.position || `candidatura spontanea, ${AREA[application.area || 'other']}`;
  const rows: [string, string][] = [
    ['Tipo', 'Candidatura'],
    ['Posizione', application.position || 'candidatura spontanea'],
    ['Area', application.area ? AREA[application.area] : ''],
    ['Nome', application.name],
    ['E-mail', application.email],
    ['Telefono', application.phone],
    ['Lingua del candidato', LANGUAGE[application.locale] ?? application.locale],
    ['Pagina', application.page],
    ['Ricevuta', application.createdAt.toISOString()],
    ['Riferimento', application.id],
  ];
  const fileLines = application.files.map((file) => {
    const facts = `${oneLine(file.name)} (${file.type.toUpperCase()}, ${kilobytes(file.size)})`;
    return attached.has(file.id)
      ? `- ${SLOT[file.slot]}: ${facts}, allegato come ${attachedName(application, file)}`
      : `- ${SLOT[file.slot]}: ${facts}, non allegato (oltre 15 MB insieme agli altri): npm run leads -- export-files ${application.id}`;
  });
  const text = emailBody(
    rows,
    application.message,
    ['File:', ...fileLines, ''],
    'Inviata dal modulo delle candidature del sito. Rispondi a questa e-mail per scrivere al candidato.',
  );
  const domain = options.from.split('@')[1] ?? 'fortarc.example';
  return {
    from: options.from,
    to: options.to,
    replyTo: { name: '', address: application.email },
    subject: oneLine(`Candidatura: ${about}`).slice(0, 200),
    text,
    messageId: applicationMessageId(application.id, domain),
    headers: { 'X-Fortarc-Application': application.id },
    attachments: application.files
      .filter((file) => attached.has(file.id))
      .map((file) => ({
        filename: attachedName(application, file),
        content: attached.get(file.id)!,
        contentType: MEDIA_TYPES[file.type],
      })),
  };
}

/**
 * The bytes of the files that go along, read from the storage and checked against the SHA-256
 * taken when they arrived: a file that changed or went missing fails the delivery (retried), it
 * is never sent altered.
 */
export async function readAttachments(
  application: StoredApplication,
  files: FileStorage,
): Promise<Map<string, Buffer>> {
  const read = new Map<string, Buffer>();
  for (const file of filesToAttach(application.files)) {
    const data = await files.get(fileKey(application.id, file.id));
    if (createHash('sha256').update(data).digest('hex') !== file.sha256) {
      throw new StorageError('invalid-checksum');
    }
    read.set(file.id, data);
  }
  return read;
}
