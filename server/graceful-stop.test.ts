import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulStop, type GracefulStop } from './graceful-stop';

interface Answer {
  status: number;
  connection: string | undefined;
}

function get(port: number, path = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Blocks the event loop as a render does: connections queue in the kernel meanwhile. */
function busy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // a render's CPU time
  }
}

describe('gracefulStop', () => {
  let server: Server;
  let stopper: GracefulStop;
  let exits: number[];
  let stoppingCalls: number;
  let closed: number;

  async function start(drainMs: number, finishMs = 2000, handlerMs = 20) {
    exits = [];
    stoppingCalls = 0;
    closed = 0;
    server = createServer((req, res) => {
      stopper.onRequest(req, res);
      if (req.url === '/never') return; // a request that never finishes
      busy(handlerMs);
      res.end('ok');
    });
    stopper = gracefulStop(server, {
      drainMs,
      finishMs,
      onStopping: () => (stoppingCalls += 1),
      close: async () => {
        closed += 1;
      },
      exit: (code) => exits.push(code),
      log: () => {},
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  afterEach(() => {
    server.closeAllConnections();
    server.close();
  });

  /** 40 requests of 20 ms each at once, and the signal 30 ms later: what was lost. */
  async function stopUnderLoad(drainMs: number) {
    const port = await start(drainMs);
    const answers = Array.from({ length: 40 }, () => get(port));
    setTimeout(() => stopper.stop('SIGTERM'), 30);
    const settled = await Promise.allSettled(answers);
    return {
      failed: settled.filter((result) => result.status === 'rejected').length,
      statuses: settled.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value.status] : [],
      ),
    };
  }

  it('without a drain, resets the requests accepted but not yet read (what it prevents)', async () => {
    const { failed } = await stopUnderLoad(0);
    expect(failed).toBeGreaterThan(0);
  });

  it('answers every queued request when stopped while the event loop is busy, then exits 0', async () => {
    // the drain is well over the 800 ms of work queued: on a busy machine the loop adds its own
    const { failed, statuses } = await stopUnderLoad(3000);
    expect(failed).toBe(0);
    expect(statuses).toEqual(Array(40).fill(200));
    await expect.poll(() => exits, { timeout: 5000 }).toEqual([0]);
    expect(closed).toBe(1);
  });

  it('answers a queue that outlasts the drain, then exits 0', async () => {
    // 40 requests of 20 ms each: 800 ms of work queued, the drain 100 ms
    const { failed, statuses } = await stopUnderLoad(100);
    expect(failed).toBe(0);
    expect(statuses).toEqual(Array(40).fill(200));
    await expect.poll(() => exits, { timeout: 5000 }).toEqual([0]);
  });

  it('goes on answering during the drain, with Connection: close, and refuses after it', async () => {
    const port = await start(400);
    stopper.stop('SIGTERM');
    stopper.stop('SIGTERM'); // a process group signalled: the repeat changes nothing
    expect(stopper.stopping).toBe(true);
    expect(stoppingCalls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await get(port)).toEqual({ status: 200, connection: 'close' });
    expect(exits).toEqual([]);
    await expect.poll(() => exits).toEqual([0]);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('stops listening at once with no drain, and exits 1 when a request outlives the finish time', async () => {
    const port = await start(0, 300);
    const hanging = get(port, '/never').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stopper.stop('SIGINT');
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    await expect.poll(() => exits, { timeout: 2000 }).toEqual([1]);
    server.closeAllConnections();
    await hanging;
  });
});
