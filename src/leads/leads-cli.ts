import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eraseApplications } from './applications/erase-applications';
import { fileKey, type FileStorage } from './applications/file-storage';
import type { LeadStore, StoredLead } from './lead-store';
import { attachedName } from './outbox/application-email';

/**
 * `npm run leads -- <command>` for sales and the operator: the same store the site uses
 * (DATABASE_URL, or the SQLite file in LEADS_DATA_DIR).
 */
export const USAGE = `Usage: npm run leads -- <command>
  list [N]            the newest N requests (default 50): date, id, kind, e-mail, country, delivery
  export              every request as CSV on standard output, for sales
  erase <e-mail>      deletes every request and job application from this address, with its
                      messages and files (GDPR art. 17)
  retry               sends every failed delivery again (the running site picks them up)
  export-files <id> [folder]
                      writes a job application's files into a new folder for HR (default
                      ./application-<id>), checked against the checksums taken on arrival`;

const CSV_COLUMNS: [string, (lead: StoredLead) => string][] = [
  ['id', (l) => l.id],
  ['created_at', (l) => l.createdAt.toISOString()],
  ['kind', (l) => l.kind],
  ['language', (l) => l.locale],
  ['name', (l) => l.name],
  ['company', (l) => l.company],
  ['email', (l) => l.email],
  ['phone', (l) => l.phone],
  ['country', (l) => l.country],
  ['products', (l) => l.products.join(' ')],
  ['quantity', (l) => l.quantity],
  ['topic', (l) => l.topic],
  ['message', (l) => l.message],
  ['marketing_consent', (l) => (l.marketing ? 'yes' : 'no')],
];

/** RFC 4180 quoting; a leading =, +, - or @ is defused so a spreadsheet does not run it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function leadsCsv(leads: readonly StoredLead[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')];
  for (const lead of leads) lines.push(CSV_COLUMNS.map(([, get]) => csvCell(get(lead))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Writes application `id`'s files into `folder` (new, or empty: nothing is overwritten), under
 * names the site gives them, never the applicant's; returns what it wrote, or why it did not.
 */
async function exportFiles(
  store: LeadStore,
  files: FileStorage,
  id: string,
  folder: string,
  out: (text: string) => void,
): Promise<number> {
  const application = await store.application(id);
  if (!application) {
    out(`no job application has the id "${id}"\n`);
    return 2;
  }
  await mkdir(folder, { recursive: true, mode: 0o700 });
  for (const file of application.files) {
    const data = await files.get(fileKey(application.id, file.id));
    if (createHash('sha256').update(data).digest('hex') !== file.sha256) {
      out(`${file.name}: the stored file differs from the one received; not written\n`);
      return 1;
    }
    const target = path.join(folder, attachedName(application, file));
    await writeFile(target, data, { flag: 'wx', mode: 0o600 });
    out(`${target}  (${file.slot}, sent as "${file.name}", ${file.size} bytes)\n`);
  }
  return 0;
}

/** Runs one command; returns the process's exit code. */
export async function runLeadsCommand(
  store: LeadStore,
  args: readonly string[],
  out: (text: string) => void,
  files?: FileStorage,
): Promise<number> {
  const [command, argument, second] = args;
  switch (command) {
    case 'list': {
      const limit = argument === undefined ? 50 : Number.parseInt(argument, 10);
      if (!Number.isInteger(limit) || limit < 1) {
        out(`list takes a number of requests, got "${argument}"\n`);
        return 2;
      }
      for (const lead of await store.list(limit)) {
        out(
          `${lead.createdAt.toISOString()}  ${lead.id}  ${lead.kind.padEnd(7)}  ${lead.email}  ${lead.country || '--'}  ${lead.delivery}\n`,
        );
      }
      const counts = await store.counts();
      out(`outbox: ${counts.pending} pending, ${counts.failed} failed, ${counts.sent} sent\n`);
      return 0;
    }
    case 'export':
      out(leadsCsv(await store.all()));
      return 0;
    case 'erase': {
      if (!argument || !argument.includes('@')) {
        out('erase takes the e-mail address whose requests are to be deleted\n');
        return 2;
      }
      out(`${await store.eraseByEmail(argument)} requests erased\n`);
      if (files) {
        const applications = await store.findApplications({ email: argument });
        out(`${await eraseApplications(store, files, applications)} job applications erased\n`);
      }
      return 0;
    }
    case 'export-files': {
      if (!argument || !files) {
        out('export-files takes the id of a job application\n');
        return 2;
      }
      return exportFiles(store, files, argument, second ?? `application-${argument}`, out);
    }
    case 'retry':
      out(`${await store.retryFailed()} failed deliveries queued again\n`);
      return 0;
    default:
      out(`${USAGE}\n`);
      return command === undefined || command === 'help' ? 0 : 2;
  }
}
