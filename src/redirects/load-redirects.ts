import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/config/env';
import { parseRedirectCsv, RedirectTable } from './redirect-table';

let loaded: Promise<RedirectTable> | undefined;

async function load(): Promise<RedirectTable> {
  const file = path.join(env().CONTENT_DIR, 'redirects.csv');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return RedirectTable.from([]);
    throw error;
  }
  return RedirectTable.from(parseRedirectCsv(text, file));
}

/** The redirect table of the content directory, read once per server. */
export function redirectTable(): Promise<RedirectTable> {
  loaded ??= load();
  return loaded;
}
