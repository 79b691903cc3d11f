import path from 'node:path';
import type { LeadStore } from './lead-store';
import { PostgresLeadStore } from './postgres/postgres-store';
import { SqliteLeadStore } from './sqlite/sqlite-store';

/** The SQLite file in the data folder, when no `DATABASE_URL` is set. */
export const SQLITE_FILE = 'leads.sqlite';

/**
 * Opens the store that configuration names: PostgreSQL for a `postgres://` (or `postgresql://`)
 * `DATABASE_URL`, otherwise SQLite in `dataDir`. Migrations run here, at open.
 */
export async function openLeadStore(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<LeadStore> {
  if (options.databaseUrl) return PostgresLeadStore.open(options.databaseUrl);
  return SqliteLeadStore.open(path.resolve(options.dataDir, SQLITE_FILE));
}

/** Where requests are kept, for the start line: never the password. */
export function describeStore(options: { databaseUrl?: string; dataDir: string }): string {
  if (!options.databaseUrl) return `SQLite ${path.resolve(options.dataDir, SQLITE_FILE)}`;
  const url = new URL(options.databaseUrl);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
