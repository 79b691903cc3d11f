import type { LeadStore } from './lead-store';
import { parseLeadsConfig } from './leads-config';
import { openLeadStore } from './open-store';

/**
 * The one open store of the process. The production server (`server/`) and Next's bundles are
 * separate module graphs in one process, so the store lives on `globalThis` under a shared key:
 * whichever asks first opens it, and migrations run once.
 */
const KEY = Symbol.for('fortarc.leads.store');
type Holder = { [KEY]?: Promise<LeadStore> };

export function leadStore(): Promise<LeadStore> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const config = parseLeadsConfig(process.env);
    const opening = openLeadStore({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.LEADS_DATA_DIR,
    });
    // a failed open is tried again on the next request, not remembered
    opening.catch(() => {
      if (holder[KEY] === opening) delete holder[KEY];
    });
    holder[KEY] = opening;
  }
  return holder[KEY];
}

/** Closes the store at shutdown; the next `leadStore()` would open it again. */
export async function closeLeadStore(): Promise<void> {
  const holder = globalThis as Holder;
  const open = holder[KEY];
  delete holder[KEY];
  if (open) await (await open).close();
}
