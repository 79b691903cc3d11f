import type { Channel } from '../lead-store';

/** Error codes of a server that cannot be reached: nodemailer's, Node's sockets' and DNS's. */
const UNREACHABLE = new Set([
  'ECONNECTION',
  'ESOCKET',
  'ETIMEDOUT',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Whether a delivery failed because the server is away (not because it refused this message). */
export function isUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, name, cause } = error as { code?: unknown; name?: unknown; cause?: unknown };
  if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
  if (name === 'TimeoutError') return true;
  // fetch's "fetch failed" carries the socket's error as its cause
  return isUnreachable(cause, depth + 1);
}

/**
 * While a channel's server is away, one message at a time tries it, at that message's next retry;
 * the others wait, untried. Without this every due message was tried on every cycle: with SMTP
 * down and a thousand queued, a thousand failed connections a second, on the same CPU that
 * accepts visitors' requests.
 */
export class ChannelBreaker {
  private readonly downUntil = new Map<Channel, number>();

  /** What a cycle may claim of `channel`: a whole batch, one message (a probe), or nothing. */
  allowance(channel: Channel, now = Date.now()): 'all' | 'probe' | 'none' {
    const until = this.downUntil.get(channel);
    if (until === undefined) return 'all';
    return now >= until ? 'probe' : 'none';
  }

  failed(channel: Channel, error: unknown, retryAt: Date | null, now = Date.now()): void {
    if (isUnreachable(error)) this.downUntil.set(channel, retryAt?.getTime() ?? now);
  }

  sent(channel: Channel): void {
    this.downUntil.delete(channel);
  }
}
