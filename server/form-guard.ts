import type { IncomingMessage, ServerResponse } from 'node:http';
import { countRefused, type RefusalReason } from '../src/leads/lead-counters';
import { MAX_BODY_BYTES } from '../src/leads/lead-fields';
import { answerPlain, refuse } from './refusal';

/**
 * The content types a form posts. The forms' action takes the form's data, so React posts it as
 * multipart with JavaScript and without; `text/plain` (an action called without a form, or an
 * HTML form's `enctype`) is no post of this site's.
 */
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

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

/** A refused form post, counted by its reason (`fortarc_leads_refused_total`). */
export function refuseFormPost(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  reason: RefusalReason,
  text: string,
  headers: Record<string, string> = {},
): void {
  countRefused(reason);
  refuse(req, res, status, text, headers);
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
    // counted, not logged: a flood would write a line per request
    countRefused('rate');
    answerPlain(res, 429, 'Too many requests: please wait a minute, or call or write to us.', {
      'retry-after': String(wait),
    });
    return true;
  }
  if (!FORM_TYPES.test(req.headers['content-type'] ?? '')) {
    refuseFormPost(
      req,
      res,
      415,
      'content-type',
      'Send the form as multipart/form-data or application/x-www-form-urlencoded.',
    );
    return true;
  }
  const length = Number(req.headers['content-length'] ?? '0');
  if (!Number.isFinite(length) || length > MAX_BODY_BYTES) {
    refuseFormPost(req, res, 413, 'size', `The form is larger than ${MAX_BODY_BYTES} bytes.`);
    return true;
  }
  // a body of unknown length (chunked) is counted as it arrives (server/page-post.ts)
  return false;
}
