// usage: npm run auth:emulator [-- --port 9099]
// Starts Firebase's Auth emulator (firebase-tools, offline, no UI) for the `demo-fortarc` project,
// creates the demo partner accounts, and prints what to set for `npm start` or `npm run dev`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { freePort, portArgument, runIfMain, serveUntilSignal } from './emulator-cli';

/** A `demo-` project: the emulator never reaches a real one, and needs no credentials. */
export const DEMO_PROJECT_ID = 'demo-fortarc';
/** Any value does for the emulator; the web SDK wants one. */
export const DEMO_API_KEY = 'demo-api-key-for-the-emulator';

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  disabled?: boolean;
}

/** The demo accounts (README, "Sign-in and the reserved area"). */
export const DEMO_PARTNER: DemoAccount = {
  uid: 'demo-partner',
  email: 'partner@fortarc.example',
  password: 'saldatura-2026',
  displayName: 'Officina Rossi (demo)',
};
export const DEMO_DISABLED_PARTNER: DemoAccount = {
  uid: 'demo-disabled-partner',
  email: 'disabled.partner@fortarc.example',
  password: 'saldatura-2026',
  displayName: 'Former dealer (demo)',
  disabled: true,
};

export interface RunningEmulator {
  /** `host:port`, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  /** What the site needs to use it. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

async function waitUntilReady(host: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The Auth emulator stopped (exit ${child.exitCode}):\n${output()}`);
    }
    try {
      const answer = await fetch(`http://${host}/`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Auth emulator did not answer on ${host} within 60 s:\n${output()}`);
}

/** Creates the demo accounts (again: the emulator keeps nothing between starts). */
export async function seedDemoAccounts(
  host: string,
  projectId = DEMO_PROJECT_ID,
  accounts: DemoAccount[] = [DEMO_PARTNER, DEMO_DISABLED_PARTNER],
): Promise<void> {
  // The Admin SDK reads the emulator's address from this variable, as the site's server does.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (const account of accounts) {
      await auth.deleteUser(account.uid).catch(() => undefined);
      await auth.createUser({ ...account, emailVerified: true });
    }
  } finally {
    await deleteApp(app);
  }
}

/**
 * Starts the Auth emulator of firebase-tools on `port` (a free one by default), with its own
 * configuration file: no Emulator UI, its hub and logging ports free ones too. The CLI's daily
 * "message of the day" fetch (firebase-public.firebaseio.com) is marked done in a private config
 * store, so nothing leaves the machine.
 */
export async function startAuthEmulator(
  options: { port?: number; projectId?: string; quiet?: boolean } = {},
): Promise<RunningEmulator> {
  const projectId = options.projectId ?? DEMO_PROJECT_ID;
  if (!projectId.startsWith('demo-')) throw new Error('The emulator runs demo- projects only');
  const [port, hub, logging] = await Promise.all([
    options.port ?? freePort(),
    freePort(),
    freePort(),
  ]);
  const dir = mkdtempSync(path.join(tmpdir(), 'fortarc-auth-emulator-'));
  const configFile = path.join(dir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  mkdirSync(path.join(dir, 'config', 'configstore'), { recursive: true });
  writeFileSync(
    path.join(dir, 'config', 'configstore', 'firebase-tools.json'),
    JSON.stringify({ motd: { fetched: Date.now() + 365 * 86_400_000 }, usage: false }),
  );
  const cli = path.resolve('node_modules/firebase-tools/lib/bin/firebase.js');
  const child = spawn(
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile],
    {
      cwd: dir,
      env: {
        ...process.env,
        XDG_CONFIG_HOME: path.join(dir, 'config'),
        NO_UPDATE_NOTIFIER: '1',
        CI: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (!options.quiet) process.stdout.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const host = `127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(host, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    host,
    projectId,
    env: {
      FIREBASE_API_KEY: DEMO_API_KEY,
      FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: host,
    },
    stop,
  };
}

async function main() {
  const emulator = await startAuthEmulator({ port: portArgument(9099), quiet: true });
  await seedDemoAccounts(emulator.host, emulator.projectId);
  console.log(`Auth emulator on http://${emulator.host} (project ${emulator.projectId}).`);
  console.log(`Demo partner: ${DEMO_PARTNER.email} / ${DEMO_PARTNER.password}`);
  console.log(
    `Disabled account: ${DEMO_DISABLED_PARTNER.email} / ${DEMO_DISABLED_PARTNER.password}`,
  );
  serveUntilSignal(emulator.env, emulator.stop);
}

runIfMain(import.meta.url, main);
