import { setTimeout as sleep } from 'node:timers/promises';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface RetryDelayOptions {
  /** The client's own fixed `retriesDelay`: the wait before the first retry. */
  baseMs: number;
  /** The client's `maxRetries`: the 429 after that many retries is final. */
  maxRetries: number;
  fetch?: Fetch;
  /** How to wait; tests pass a recorder. */
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * Makes the official client's 429 retries back off: the wait before retry n is base * 2^(n-1).
 *
 * storyblok-js-client 7.7.6 retries a 429 itself (`cacheResponse`: only on 429, at most
 * `maxRetries` times, then rejects) but always waits the same `retriesDelay`, a private field it
 * reads for every request. Changing that field between attempts would race between concurrent
 * requests, and a retry loop of our own would duplicate the client's. The `fetch` option is the
 * client's public hook that sees every attempt of one URL: before handing the n-th consecutive 429
 * back, it waits base * (2^(n-1) - 1), and the client then adds its fixed base. The client still
 * decides whether, how often and when to retry; nothing is retried here.
 */
export function increasingRetryDelay({
  baseMs,
  maxRetries,
  fetch: inner = globalThis.fetch,
  wait = sleep,
}: RetryDelayOptions): Fetch {
  const strikes = new Map<string, number>();
  return async (input, init) => {
    const response = await inner(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (response.status !== 429) {
      strikes.delete(url);
      return response;
    }
    const strike = (strikes.get(url) ?? 0) + 1;
    if (strike > maxRetries) {
      // the client gives up after this one: nothing to wait for
      strikes.delete(url);
      return response;
    }
    strikes.set(url, strike);
    await wait(baseMs * (2 ** (strike - 1) - 1));
    return response;
  };
}
