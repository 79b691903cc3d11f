import type { IncomingMessage, ServerResponse } from 'node:http';
import { captureResponse, type CapturedResponse } from './capture';
import { cacheKey, standingOf, type Standing } from './cache-policy';
import { compressOnce } from './compress-once';
import type { CachedResponse, ResponseCache } from './response-cache';
import { sendCached } from './send-cached';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A request waits at most this long for the same answer being rendered for another. */
export const COALESCE_WAIT_MS = 10_000;
/**
 * How much of the keys whose last answer was not kept (search, private pages) is remembered, in
 * characters: a URL may be 16 kB long, and a count alone let junk hold 160 MB.
 */
const NOT_KEPT_CHARS = 1_000_000;

/**
 * Next's request handler behind a shared response cache: a request whose answer is kept is
 * answered from memory, already compressed, without running the proxy or the renderer; any other
 * goes to Next, and its answer is kept when the rules of `cache-policy.ts` allow. Requests for an
 * answer being rendered wait for it instead of rendering it again (a cold filtered list took 1.6
 * to 2.6 s on the Storyblok adapter, and 16 visitors asking at once rendered it 16 times).
 */
export function cachingHandler(
  next: RequestHandler,
  cache: ResponseCache,
  now: () => number = Date.now,
  onError: (error: unknown) => void = (error) => console.error(error),
): RequestHandler {
  const store = (key: string, captured: CapturedResponse, standing: Standing) => {
    const storedAt = now();
    const entry: CachedResponse = {
      status: captured.status,
      headers: captured.headers,
      bodies: { [captured.encoding]: captured.body },
      storedAt,
      expiresAt: storedAt + captured.seconds * 1000,
    };
    cache.set(key, entry, standing);
    compressOnce(cache, key, entry).catch(onError);
  };

  const rendering = new Map<string, Promise<void>>();
  // Requests for an answer that is not kept would only wait for each other: they go to Next.
  const notKept = new Set<string>();
  let notKeptChars = 0;
  const waitFor = (pending: Promise<void>) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, COALESCE_WAIT_MS);
      void pending.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  return async (req, res) => {
    const key = cache.maxBytes > 0 ? cacheKey(req.method, req.url, req.headers) : undefined;
    if (key !== undefined) {
      const entry = cache.get(key);
      if (entry && sendCached(req, res, entry, now())) return;
      const pending = notKept.has(key) ? undefined : rendering.get(key);
      if (pending) {
        await waitFor(pending);
        const rendered = cache.get(key);
        if (rendered && sendCached(req, res, rendered, now())) return;
      }
    }
    const keep = key !== undefined && req.method === 'GET';
    // Taken now: Next rewrites `req.url` to its internal route while it handles the request.
    const asked = { url: req.url ?? '/', headers: { ...req.headers } };
    let rendered: (() => void) | undefined;
    if (keep && !rendering.has(key) && !notKept.has(key)) {
      rendering.set(key, new Promise<void>((resolve) => (rendered = resolve)));
    }
    captureResponse(res, keep)
      .then((captured) => {
        if (key === undefined || !keep) return;
        if (captured) {
          if (notKept.delete(key)) notKeptChars -= key.length;
          store(key, captured, standingOf(captured.status, asked.url, asked.headers));
        } else if (!notKept.has(key)) {
          if (notKeptChars + key.length > NOT_KEPT_CHARS) {
            notKept.clear();
            notKeptChars = 0;
          }
          notKept.add(key);
          notKeptChars += key.length;
        }
      })
      .catch(onError)
      .finally(() => {
        if (rendered && key !== undefined) {
          rendering.delete(key);
          rendered();
        }
      });
    await next(req, res);
  };
}
