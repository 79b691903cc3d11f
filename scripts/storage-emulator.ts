// usage: npm run storage:emulator [-- --port 9199]
// Starts Firebase's Storage emulator (firebase-tools, offline) for the `demo-fortarc` project and
// prints what to set for `npm start`: the job applications' files then go to its bucket.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, portArgument, runIfMain, serveUntilSignal } from './emulator-cli';

/** A `demo-` project: the emulator never reaches a real one, and needs no credentials. */
export const DEMO_PROJECT_ID = 'demo-fortarc';
export const DEMO_BUCKET = `${DEMO_PROJECT_ID}.appspot.com`;

export interface RunningStorageEmulator {
  /** `host:port`, the value of FIREBASE_STORAGE_EMULATOR_HOST. */
  host: string;
  bucket: string;
  /** What the site needs to keep applications' files there. */
  env: Record<string, string>;
  /** Stops it (an outage); what it held is gone, it keeps nothing between starts. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
  /** Stops it and removes its temporary folder. */
  remove: () => Promise<void>;
}

/**
 * Starts the Storage emulator of firebase-tools (scripts/storage-emulator-process.mjs says why
 * without its rules runtime) on `port`, a free one by default, in a process of its own whose
 * temporary files are in a folder of its own.
 */
export async function startStorageEmulator(
  options: { port?: number; quiet?: boolean } = {},
): Promise<RunningStorageEmulator> {
  const port = options.port ?? (await freePort());
  const host = `127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'fortarc-storage-emulator-'));
  const script = path.resolve('scripts/storage-emulator-process.mjs');
  let child: ReturnType<typeof spawn> | undefined;

  const start = async () => {
    const running = spawn(process.execPath, [script, String(port), DEMO_PROJECT_ID], {
      env: {
        ...process.env,
        TMPDIR: dir,
        XDG_CONFIG_HOME: path.join(dir, 'config'),
        NO_UPDATE_NOTIFIER: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = running;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer in 60 s:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (!options.quiet) process.stdout.write(chunk);
        if (/^ready$/m.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      running.stdout?.on('data', read);
      running.stderr?.on('data', read);
      running.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The Storage emulator stopped (exit ${code}):\n${output}`));
      });
    });
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  await start();
  return {
    host,
    bucket: DEMO_BUCKET,
    env: { FIREBASE_STORAGE_EMULATOR_HOST: host, JOBS_STORAGE_BUCKET: DEMO_BUCKET },
    start,
    stop,
    remove: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const emulator = await startStorageEmulator({ port: portArgument(9199), quiet: true });
  console.log(`Storage emulator on http://${emulator.host}, bucket ${emulator.bucket}.`);
  serveUntilSignal(emulator.env, emulator.remove);
}

runIfMain(import.meta.url, main);
