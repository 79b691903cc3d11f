import path from 'node:path';

/** Runs a benchmark when its file is executed directly (`npx tsx bench/x.ts`), not when imported. */
export function runIfMain(moduleUrl: string, bench: () => Promise<void>): void {
  if (!process.argv[1] || !moduleUrl.endsWith(path.basename(process.argv[1]))) return;
  bench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
