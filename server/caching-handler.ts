import type { IncomingMessage, ServerResponse } from 'node:http';
import { captureResponse, type CapturedResponse } from './capture';
import { cacheKey } from './cache-policy';
import { compressOnce } from './compress-once';
import type { CachedResponse, ResponseCache } from './response-cache';
import { sendCached } from './send-cached';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Next's request handler behind a shared response cache: a request whose answer is kept is
 * answered from memory, already compressed, without running the proxy or the renderer; any other
 * goes to Next, and its answer is kept when the rules of `cache-policy.ts` allow.
 */
export function cachingHandler(
  next: RequestHandler,
  cache: ResponseCache,
  now: () => number = Date.now,
  onError: (error: unknown) => void = (error) => console.error(error),
): RequestHandler {
  const store = (key: string, captured: CapturedResponse) => {
    const storedAt = now();
    const entry: CachedResponse = {
      status: captured.status,
      headers: captured.headers,
      bodies: { [captured.encoding]: captured.body },
      storedAt,
      expiresAt: storedAt + captured.seconds * 1000,
    };
    cache.set(key, entry);
    compressOnce(cache, key, entry).catch(onError);
  };

  return async (req, res) => {
    const key = cache.maxBytes > 0 ? cacheKey(req.method, req.url, req.headers) : undefined;
    if (key !== undefined) {
      const entry = cache.get(key);
      if (entry && sendCached(req, res, entry, now())) return;
    }
    const keep = key !== undefined && req.method === 'GET';
    captureResponse(res, keep)
      .then((captured) => {
        if (captured && key !== undefined) store(key, captured);
      })
      .catch(onError);
    await next(req, res);
  };
}
