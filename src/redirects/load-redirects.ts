import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/config/env';
import { getDatasourceEntries } from '@/content';
import { parseRedirectCsv, rulesFromDatasource, type RedirectRule } from './redirect-rules';
import { RedirectTable } from './redirect-table';

/** The datasource editors manage redirects in (name: source path, value: target). */
export const REDIRECTS_DATASOURCE = 'redirects';

async function fileRules(): Promise<RedirectRule[]> {
  const file = env().REDIRECTS_FILE ?? path.join(env().CONTENT_DIR, 'redirects.csv');
  try {
    // A file named at run time (CONTENT_DIR is deployed beside the server, not traced into it).
    return parseRedirectCsv(await readFile(/* turbopackIgnore: true */ file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The file's rows and the CMS's, merged; the checks of `RedirectTable.build` apply to both. */
async function load(): Promise<RedirectTable> {
  const [fromFile, entries] = await Promise.all([
    fileRules(),
    getDatasourceEntries(REDIRECTS_DATASOURCE),
  ]);
  const { table, warnings } = RedirectTable.build([
    ...fromFile,
    ...rulesFromDatasource(entries, REDIRECTS_DATASOURCE),
  ]);
  for (const warning of warnings) console.warn(`Redirects: ${warning}`);
  return table;
}

/** On `globalThis`: the proxy reads the table, the publish webhook (another bundle) renews it. */
const LOADED = Symbol.for('fortarc.redirect-table');
const slot = globalThis as { [LOADED]?: Promise<RedirectTable> };

/** The redirect table, read once per server (at start, from src/instrumentation.ts). */
export function redirectTable(): Promise<RedirectTable> {
  slot[LOADED] ??= load().catch((error: unknown) => {
    slot[LOADED] = undefined; // a content service that failed once is asked again next time
    throw error;
  });
  return slot[LOADED];
}

/**
 * Reads the table again (the `redirects` datasource changed). The new table replaces the old one
 * only once it is built: bad rows throw, naming them, and leave the table in use as it was.
 */
export async function refreshRedirectTable(): Promise<void> {
  const next = load();
  await next;
  slot[LOADED] = next;
}
