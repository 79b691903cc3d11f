import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type Nginx } from '../helpers/deployment';
import { freePort, startProductionServer, type RunningServer } from '../helpers/production-server';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET on a connection of its own, from `localAddress` (another client: 127.0.0.2, ...). */
function get(url: string, localAddress = '127.0.0.1'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `pid` and every process under it (npm, its shell, node). */
function processTree(pid: number): number[] {
  const table = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).stdout;
  const children = new Map<number, number[]>();
  for (const line of table.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent!, [...(children.get(parent!) ?? []), child!]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

async function exitWithin(pids: number[], ms: number): Promise<void> {
  const started = Date.now();
  while (pids.some(running)) {
    if (Date.now() - started > ms)
      throw new Error(`processes ${pids} still running after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** 48 different filtered lists: none is in the response cache, each is rendered. */
const uncachedLists = (base: string) =>
  Array.from(
    { length: 48 },
    (_, i) =>
      `${base}/prodotti?filter_query[materiale][any_in_array]=alluminio&search_term=${['mig', 'tig', 'mma', 'pulse'][i % 4]}&page=${1 + (i % 2)}&n=${i}`,
  );

/** The line the server writes once it has the signal, and its drain has begun. */
const STOPPING = /SIGTERM: readiness answers 503/;

/** A promise settled once one of the server's lines (given to `onLine`) says it is stopping. */
function stoppingSeen(): { onLine: (line: string) => void; stopping: Promise<void> } {
  let seen = () => {};
  const stopping = new Promise<void>((resolve) => (seen = resolve));
  return { onLine: (line) => (STOPPING.test(line) ? seen() : undefined), stopping };
}

/**
 * Sends 48 requests for uncached lists at once, signals the server while they are queued, and
 * reads readiness during the drain (once the server says it has the signal: a request already
 * on its way may be read first); every request must be answered 200 and the process must exit.
 */
async function stopUnderLoad(
  baseURL: string,
  signal: () => void,
  pid: number,
  stopping: Promise<void>,
) {
  const processes = processTree(pid);
  const answers = Promise.allSettled(uncachedLists(baseURL).map((url) => get(url)));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const signalledAt = Date.now();
  signal();
  await stopping;
  const ready = await get(`${baseURL}/api/health?ready=1`);
  const settled = await answers;
  const outcomes = settled.map((result) =>
    result.status === 'fulfilled' ? String(result.value.status) : String(result.reason),
  );
  await exitWithin(processes, 30_000);
  return { ready, outcomes, exitMs: Date.now() - signalledAt };
}

describe('a stop under load (SIGTERM with SHUTDOWN_DRAIN_MS, default 5 s)', () => {
  it('answers all 48 queued requests and readiness 503, then exits, when the server alone is signalled', async () => {
    const { onLine, stopping } = stoppingSeen();
    const server = await startProductionServer(
      { RESPONSE_CACHE_MB: '0', SHUTDOWN_DRAIN_MS: '5000' },
      'pipe',
      onLine,
    );
    const { ready, outcomes, exitMs } = await stopUnderLoad(
      server.baseURL,
      () => process.kill(server.pid!, 'SIGTERM'),
      server.pid!,
      stopping,
    );
    console.log(`stop: server signalled alone, exited ${exitMs} ms after the signal`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'stopping' });
    expect(ready.headers.connection).toBe('close');
    expect(outcomes).toEqual(Array(48).fill('200'));
    expect(exitMs).toBeLessThan(30_000);
  }, 60_000);

  it('does the same when `npm start` is stopped as systemd does, by signalling its process group', async () => {
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const child = spawn('npm', ['start', '--silent'], {
      env: { ...process.env, PORT: String(port), SITE_URL: baseURL, RESPONSE_CACHE_MB: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const { onLine, stopping } = stoppingSeen();
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => chunk.split('\n').forEach(onLine));
    }
    const deadline = Date.now() + 30_000;
    while (
      !(await get(`${baseURL}/api/health`).then(
        (a) => a.status === 200,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('npm start did not answer within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { ready, outcomes, exitMs } = await stopUnderLoad(
      baseURL,
      () => process.kill(-child.pid!, 'SIGTERM'),
      child.pid!,
      stopping,
    );
    console.log(
      `stop: npm start's process group signalled, npm and the server exited ${exitMs} ms after the signal`,
    );
    expect(ready.status).toBe(503);
    expect(outcomes).toEqual(Array(48).fill('200'));
    expect(exitMs).toBeLessThan(30_000);
    await expect(get(`${baseURL}/api/health`)).rejects.toThrow(/ECONNREFUSED/);
  }, 60_000);
});

describe('limits for one client, through deploy/nginx/fortarc.conf in front of one instance', () => {
  let server: RunningServer;
  let nginx: Nginx;

  beforeAll(async () => {
    server = await startProductionServer({}, 'ignore');
    nginx = await startNginx([`127.0.0.1:${new URL(server.baseURL).port}`]);
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    server?.stop();
  });

  it('answers a flood of 200 searches and made-up queries, 16 at a time, with 429 and Retry-After in the page’s language, and pages still 200', async () => {
    const flood = '127.0.0.2';
    // English and Italian search pages, the search API, finder answers and `?p=` (issue 59):
    // each kind's refusal is checked
    const urls = Array.from({ length: 200 }, (_, i) =>
      i % 10 === 0
        ? `${nginx.baseURL}/search?q=${encodeURIComponent(`saldatura ${i}`)}`
        : i % 10 === 1
          ? `${nginx.baseURL}/api/search?q=${encodeURIComponent(`mig ${i}`)}&locale=en`
          : i % 10 === 2
            ? `${nginx.baseURL}/en/products/product-finder?processo=tig&spessore=${i}`
            : i % 10 === 3
              ? `${nginx.baseURL}/richiedi-un-preventivo?p=made-up-${i}`
              : `${nginx.baseURL}/en/search?q=${encodeURIComponent(`welding ${i}`)}`,
    );
    const answers: Array<Answer & { url: string }> = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < urls.length) {
          const url = urls[next++]!;
          answers.push({ url, ...(await get(url, flood)) });
        }
      }),
    );
    const counts: Record<number, number> = {};
    for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
    console.log(
      `limits: 200 searches and queries, 16 at a time, from one client: ${JSON.stringify(counts)}`,
    );
    expect(counts[200]).toBeGreaterThan(0);
    expect(counts[429]).toBeGreaterThan(100);
    expect(Object.keys(counts).sort()).toEqual(['200', '429']);
    const refused = (kind: string) =>
      answers.find((answer) => answer.status === 429 && answer.url.includes(kind))!;
    const english = refused('/en/search');
    expect(english.headers['retry-after']).toBe('10');
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Too many requests');
    const italian = refused(`${nginx.baseURL}/search`);
    expect(italian.headers['retry-after']).toBe('10');
    expect(italian.body).toContain('<html lang="it">');
    expect(italian.body).toContain('Troppe richieste');
    expect(refused('/product-finder?').headers['retry-after']).toBe('10');
    expect(refused('/richiedi-un-preventivo?p=').body).toContain('<html lang="it">');
    const api = refused('/api/search');
    expect(api.headers['retry-after']).toBe('10');
    expect(api.headers['content-type']).toBe('application/json');
    expect(JSON.parse(api.body).error).toMatch(/too many requests/);

    // cached pages and assets are not limited: the same client, at once
    for (const path of ['/en', '/en/products', '/prodotti/pioneer-pulse-403', '/robots.txt']) {
      expect((await get(nginx.baseURL + path, flood)).status, path).toBe(200);
    }
    // and another client searches as usual
    expect((await get(`${nginx.baseURL}/en/search?q=mig`, '127.0.0.3')).status).toBe(200);
  }, 60_000);
});
