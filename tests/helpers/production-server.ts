import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return; // any answer means the server is listening (a misconfigured one answers 503)
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The production server did not answer at ${url} within ${timeoutMs} ms`);
}

export interface RunningServer {
  baseURL: string;
  /** The server's process (the site's own server, or `npx` for another app). */
  pid: number | undefined;
  /**
   * Signals the server's process group, and resolves once the server has exited: it drains first
   * (`SHUTDOWN_DRAIN_MS`), and writes to its `.next` meanwhile, so a copy of the site is removed
   * only after this (removing it sooner failed now and then with ENOTEMPTY).
   */
  stop: () => Promise<void>;
}

/** The production server `npm start` runs (server/main.ts, compiled by `npm run build`). */
const SITE_SERVER = '.next/production-server/server/main.js';
/** What `npm start` runs: it sets the heap limit (the same process goes on), then the server. */
const START_SCRIPT = path.resolve('scripts/start.mjs');

/**
 * The production build served as `npm start` serves it, on a free port, with extra environment if
 * given; another built Next app (`dir`) is served by plain `next start`.
 */
export async function startProductionServer(
  extraEnv: Record<string, string> = {},
  output: 'inherit' | 'ignore' | 'pipe' = 'inherit',
  /** With `pipe`: every line the server writes, stdout and stderr. */
  onLine: (line: string) => void = () => {},
  /** Another built Next app to serve (the bare page of the first-load benchmark). */
  dir = '.',
  /** Where the site's server runs: a copy of the site (tests/helpers/site-copy.ts) or here. */
  cwd = '.',
  /**
   * The site started as `npm start` does (scripts/start.mjs, with its default heap limit), or,
   * given node's own options, its server run by `node <options> main.js` (`[]`: no heap limit).
   */
  nodeOptions?: string[],
): Promise<RunningServer> {
  const site = dir === '.';
  const siteServer = path.resolve(cwd, SITE_SERVER);
  if (!existsSync(path.join(dir, '.next/BUILD_ID')) || (site && !existsSync(siteServer))) {
    throw new Error(
      'No production build: run `npm run build` before the e2e tests (npm test does).',
    );
  }
  // a fixed PORT restarts an instance where a load balancer expects it
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const baseURL = `http://localhost:${port}`;
  const [command, args] = !site
    ? ['npx', ['--no-install', 'next', 'start', dir, '--port', String(port)]]
    : nodeOptions
      ? [process.execPath, [...nodeOptions, siteServer]]
      : [process.execPath, [START_SCRIPT]];
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: baseURL,
      PORT: String(port),
      // a test's server stops at once; the drain is tested where it is set (operations, deployment)
      SHUTDOWN_DRAIN_MS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', output, output],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => chunk.split('\n').filter(Boolean).forEach(onLine));
  }
  await waitForServer(baseURL, child, 30_000);
  return {
    baseURL,
    pid: child.pid,
    stop: () => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      // a drain is 5 s where a test sets one; a server that has not exited by then is stuck
      const stuck = setTimeout(() => {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      }, 30_000);
      return exited.finally(() => clearTimeout(stuck));
    },
  };
}

/** Starts the production server for the e2e project. */
export default async function setup(project: TestProject) {
  const server = await startProductionServer();
  project.provide('baseURL', server.baseURL);
  // not awaited: nothing is removed after it, and its drain would only hold the run's end back
  return () => {
    void server.stop();
  };
}
