import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

async function freePort(): Promise<number> {
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
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The production server did not answer at ${url} within ${timeoutMs} ms`);
}

/** Starts `next start` on a free port for the e2e project; the production build must exist. */
export default async function setup(project: TestProject) {
  if (!existsSync('.next/BUILD_ID')) {
    throw new Error(
      'No production build: run `npm run build` before the e2e tests (npm test does).',
    );
  }
  const port = await freePort();
  const child = spawn('npx', ['--no-install', 'next', 'start', '--port', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const baseURL = `http://localhost:${port}`;
  await waitForServer(baseURL, child, 30_000);
  project.provide('baseURL', baseURL);
  return () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
}
