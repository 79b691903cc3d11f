// `npm run leads -- list|export|erase|retry` (src/leads/leads-cli.ts), on the site's store.
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
    return await runLeadsCommand(store, process.argv.slice(2), (text) =>
      process.stdout.write(text),
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
