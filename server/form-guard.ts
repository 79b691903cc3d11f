import type { IncomingMessage, ServerResponse } from 'node:http';
import { countRefused, type RefusalReason } from '../src/leads/lead-counters';
import { MAX_BODY_BYTES } from '../src/leads/lead-fields';

/** The content types a form posts (with and without JavaScript). */
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)\b/i;

/** A fixed window per client: simple, and enough to stop one client's flood. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Seconds to wait when over the limit, or 0 when the request may pass. */
  take(client: string, now = Date.now()): number {
    let window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(client, window);
      if (this.windows.size > 10_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count <= this.perMinute) return 0;
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  private sweep(now: number): void {
    for (const [client, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(client);
    }
  }
}

/** The client a rate applies to: the last address of X-Forwarded-For (normalised before). */
export function clientOf(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  return list[list.length - 1]?.trim() || req.socket.remoteAddress || 'unknown';
}

function refuse(
  res: ServerResponse,
  status: number,
  reason: RefusalReason,
  text: string,
  retryAfter?: number,
) {
  countRefused(reason);
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...(retryAfter ? { 'retry-after': String(retryAfter) } : {}),
  });
  res.end(text);
}

/**
 * The forms' first line, before Next: a POST to a page (the forms' server action; the API has
 * its own checks) must be a form's content type (else 415), at most MAX_BODY_BYTES long (else
 * 413), and within the client's rate (else 429 with Retry-After). Nginx's `limit_req` does the
 * same in the deployment; this covers `npm start` alone. Returns true when it answered.
 */
export function guardFormPost(
  req: IncomingMessage,
  res: ServerResponse,
  limiter: RateLimiter,
): boolean {
  if (req.method !== 'POST' || (req.url ?? '/').startsWith('/api/')) return false;
  const wait = limiter.take(clientOf(req));
  if (wait > 0) {
    refuse(
      res,
      429,
      'rate',
      'Too many requests: please wait a minute, or call or write to us.\n',
      wait,
    );
    return true;
  }
  if (!FORM_TYPES.test(req.headers['content-type'] ?? '')) {
    refuse(
      res,
      415,
      'content-type',
      'Send the form as multipart/form-data or application/x-www-form-urlencoded.\n',
    );
    return true;
  }
  const length = Number(req.headers['content-length'] ?? '0');
  if (!Number.isFinite(length) || length > MAX_BODY_BYTES) {
    refuse(res, 413, 'size', `The form is larger than ${MAX_BODY_BYTES} bytes.\n`);
    return true;
  }
  // a body of unknown length (chunked) is held to the same limit by Next (serverActions.bodySizeLimit)
  return false;
}
