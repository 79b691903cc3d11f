import type { LeadStore, StoredLead } from './lead-store';

/**
 * `npm run leads -- <command>` for sales and the operator: the same store the site uses
 * (DATABASE_URL, or the SQLite file in LEADS_DATA_DIR).
 */
export const USAGE = `Usage: npm run leads -- <command>
  list [N]            the newest N requests (default 50): date, id, kind, e-mail, country, delivery
  export              every request as CSV on standard output, for sales
  erase <e-mail>      deletes every request from this address and its messages (GDPR art. 17)
  retry               sends every failed delivery again (the running site picks them up)`;

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

/** Runs one command; returns the process's exit code. */
export async function runLeadsCommand(
  store: LeadStore,
  args: readonly string[],
  out: (text: string) => void,
): Promise<number> {
  const [command, argument] = args;
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
      return 0;
    }
    case 'retry':
      out(`${await store.retryFailed()} failed deliveries queued again\n`);
      return 0;
    default:
      out(`${USAGE}\n`);
      return command === undefined || command === 'help' ? 0 : 2;
  }
}
