import { createServer, request, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One request per kind of route, in the default language and another: pages (home), a listing
 * with a query (its own route), the product comparison, search, a missing page. Each loads its route's code and warms the
 * content client, so the first visitors after a start or a deploy are not the ones who wait for
 * it (measured: an instance answered 16 requests in its first 5 s behind nginx, 230 a second
 * once warm).
 */
export const WARM_UP_PATHS = [
  '/',
  '/en',
  '/?page=1',
  // the product comparison (src/paths/compare-paths.ts), a route of its own
  '/prodotti/confronta',
  // each language's search builds its index (src/search/), before the port opens
  '/search?q=mig',
  '/en/search?q=mig',
  '/es/search?q=mig',
  '/fr/search?q=mig',
  '/de/search?q=mig',
  '/__warm-up/no-such-page',
] as const;

/** The whole warm-up gives up after this long: a hanging content service must not hold the start. */
const WARM_UP_BUDGET_MS = 10_000;

/** A request of the warm-up: a path to GET, or a request of its own (the start-time refresh). */
export type WarmUpRequest =
  string | { path: string; method: 'POST'; headers: Record<string, string> };

function send(port: number, entry: WarmUpRequest, timeoutMs: number): Promise<number> {
  const {
    path,
    method = 'GET',
    headers = {},
  } = typeof entry === 'string' ? { path: entry } : entry;
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { 'accept-encoding': 'gzip', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * Sends the warm-up requests to `handle` through a private loopback server, before the real one
 * listens. It never fails the start: a path that errs or times out is reported (status 0), not
 * retried, and the paths left when the budget is spent are skipped.
 */
export async function warmUp(
  handle: RequestListener,
  paths: readonly WarmUpRequest[] = WARM_UP_PATHS,
): Promise<{ ms: number; statuses: number[] }> {
  const started = performance.now();
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const statuses: number[] = [];
  try {
    for (const path of paths) {
      const left = WARM_UP_BUDGET_MS - (performance.now() - started);
      if (left <= 0) break;
      statuses.push(await send(port, path, left));
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return { ms: Math.round(performance.now() - started), statuses };
}
