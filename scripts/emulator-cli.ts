// What the emulator scripts (auth-emulator.ts, storage-emulator.ts) share: a free port, the
// `--port` argument, and, run from the command line, the start line and a stop on Ctrl-C.
import { createServer } from 'node:net';
import { pathToFileURL } from 'node:url';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The `--port N` of the command line, or `fallback`. */
export function portArgument(fallback: number): number {
  const at = process.argv.indexOf('--port');
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

/** Prints how to start the site against the emulator, and stops it on SIGINT or SIGTERM. */
export function serveUntilSignal(env: Record<string, string>, stop: () => Promise<void>): void {
  console.log('Start the site with:');
  console.log(
    `  ${Object.entries(env)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')} npm start`,
  );
  const exit = () => void stop().then(() => process.exit(0));
  process.on('SIGINT', exit);
  process.on('SIGTERM', exit);
}

/** Runs `main` when `moduleUrl` is the script node was started with. */
export function runIfMain(moduleUrl: string, main: () => Promise<void>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
