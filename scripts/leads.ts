// `npm run leads -- list|export|erase|retry|export-files` (src/leads/leads-cli.ts), on the site's
// store and the job applications' file storage.
import { openFileStorage } from '../src/leads/applications/storage-instance';
import { runLeadsCommand } from '../src/leads/leads-cli';
import { parseLeadsConfig } from '../src/leads/leads-config';
import { openLeadStore } from '../src/leads/open-store';

async function main(): Promise<number> {
  const config = parseLeadsConfig(process.env);
  const store = await openLeadStore({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.LEADS_DATA_DIR,
  });
  try {
    return await runLeadsCommand(
      store,
      process.argv.slice(2),
      (text) => process.stdout.write(text),
      await openFileStorage(config),
    );
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);
