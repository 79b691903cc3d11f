import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_LOOPBACK_BUG } from '../../src/config/loopback-binding';
import { freePort, startProductionServer, type RunningServer } from '../helpers/production-server';

/**
 * Issue 23: bound to 127.0.0.1, as an operator binds a site behind nginx on the same host, Next's
 * bug (vercel/next.js#94745) turned every Italian page into a 301 to itself. `npm start` hands Next
 * the name `localhost` whatever it binds, so it serves correctly; plain `next start -H 127.0.0.1` is
 * refused at start. When Next ships the fix, the refusal can go (see the README's deployment notes).
 */
const PUBLIC_HOST = 'www.example.com';

interface Answer {
  status: number;
  location: string | undefined;
}

/** A request as nginx forwards it: to the loopback address, with the public host and scheme. */
function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: {
          host: PUBLIC_HOST,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '203.0.113.9',
        },
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const filter = '?filter_query%5Bmateriale%5D%5Bany_in_array%5D=alluminio';

describe('npm start bound to 127.0.0.1 behind a reverse proxy', () => {
  let server: RunningServer;
  let port: number;

  beforeAll(async () => {
    server = await startProductionServer(
      { HOSTNAME: '127.0.0.1', SITE_URL: `https://${PUBLIC_HOST}` },
      'ignore',
    );
    port = Number(new URL(server.baseURL).port);
  }, 60_000);
  afterAll(() => server?.stop());

  it.each([
    ['/', 200],
    ['/chi-siamo', 200],
    [`/prodotti${filter}`, 200],
    ['/news?page=2', 200],
    [`/en/products${filter}`, 200],
    ['/en/nope', 404],
  ])('%s answers %i, never a redirect to itself or an internal route', async (path, status) => {
    const answer = await get(port, path);
    expect(answer).toEqual({ status, location: undefined });
  });

  it('still redirects what should redirect, to the public URL and not an internal one', async () => {
    const answer = await get(port, '/chi-siamo/');
    expect(answer.status).toBe(301);
    expect(answer.location).toMatch(/\/chi-siamo$/);
    expect(answer.location).not.toMatch(/listing-query|\/it\/|\/404|127\.0\.0\.1/);
  });
});

describe('plain next start bound to 127.0.0.1', () => {
  it('is refused at start with a message naming the Next.js issue and what to use', async () => {
    const port = await freePort();
    const child = spawn(
      'npx',
      ['--no-install', 'next', 'start', '-H', '127.0.0.1', '--port', String(port)],
      { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 45_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(output).toContain(NEXT_LOOPBACK_BUG);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
  }, 60_000);
});
