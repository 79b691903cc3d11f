import type { ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './security-headers';
import { cacheKey } from './cache-policy';
import type { RequestHandler } from './caching-handler';
import { REQUEST_ID_HEADER } from './log';
import { contentUnavailableSince } from './outage-protocol';
import type { ResponseCache } from './response-cache';
import { sendCached } from './send-cached';
import { languageOfPath, RETRY_AFTER_SECONDS, unavailablePage } from './unavailable-page';

type Writer = (...args: unknown[]) => unknown;

/** Leaves only what the server sets on every answer: security headers and the request's id. */
function removeNextHeaders(res: ServerResponse): void {
  for (const name of res.getHeaderNames()) {
    if (!SECURITY_HEADERS.has(name) && name !== REQUEST_ID_HEADER) res.removeHeader(name);
  }
}

/**
 * A page that could not be rendered because the content service was down while it rendered is
 * answered with what the response cache last kept for it, stale but whole (status 200, `x-cache:
 * STALE`); a page never kept gets the translated 503 page with `Retry-After`, not the error page:
 * the visitor is told to come back, and a crawler keeps the page it had. Other 5xx pass
 * unchanged. The decision is taken when Next sends its status, before any of its body leaves.
 */
export function answerOutages(next: RequestHandler, cache: ResponseCache): RequestHandler {
  return async (req, res) => {
    const started = Date.now();
    // Taken now: Next rewrites `req.url` to its internal route while it handles the request.
    const key = cache.maxBytes > 0 ? cacheKey(req.method, req.url, req.headers) : undefined;
    // Not `new URL`: a request line such as `//?a=%zz` is no URL, and must still get an answer.
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const original = { writeHead: res.writeHead, write: res.write, end: res.end };
    let page: string | undefined;

    // An API answers machines in its own words (JSON, the health check's reason): left alone.
    const forPage = !pathname.startsWith('/api/');
    const outage = (status: number) => forPage && status >= 500 && contentUnavailableSince(started);
    /** Answers from the kept entry through the unpatched methods; false when there is none. */
    const answerStale = () => {
      const entry = key === undefined ? undefined : cache.stale(key);
      if (!entry) return false;
      removeNextHeaders(res);
      const direct = {
        writeHead: (status: number, headers: Record<string, unknown>) =>
          (original.writeHead as Writer).call(res, status, { ...headers, 'x-cache': 'STALE' }),
        end: (body?: Buffer) => (original.end as Writer).call(res, body),
      } as unknown as ServerResponse; // sendCached only calls writeHead and end
      return sendCached(req, direct, entry, Date.now());
    };
    const replace = () => {
      if (answerStale()) {
        page = ''; // answered: whatever Next still writes is dropped
        return;
      }
      page = unavailablePage(languageOfPath(pathname));
      removeNextHeaders(res);
      (original.writeHead as Writer).call(res, 503, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(RETRY_AFTER_SECONDS),
        'content-length': Buffer.byteLength(page),
      });
    };

    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      if (page === undefined && outage(status)) {
        replace();
        return this;
      }
      return (original.writeHead as Writer).call(this, status, ...rest);
    } as ServerResponse['writeHead'];
    // Next may send its status with its first write or its end, without calling writeHead.
    res.write = function (this: ServerResponse, ...args: unknown[]) {
      if (page === undefined && !this.headersSent && outage(this.statusCode)) replace();
      if (page !== undefined) return true; // the page it could not render is dropped
      return (original.write as Writer).apply(this, args);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      if (page === undefined && !this.headersSent && outage(this.statusCode)) replace();
      if (page === undefined) return (original.end as Writer).apply(this, args);
      const callback = args.find((arg) => typeof arg === 'function');
      if (!this.writableEnded) (original.end as Writer).call(this, page, callback);
      else if (typeof callback === 'function') (callback as () => void)();
      return this;
    } as ServerResponse['end'];
    await next(req, res);
  };
}
