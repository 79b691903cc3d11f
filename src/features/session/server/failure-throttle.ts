/**
 * Slows down guessing: each address may fail a few times in a window; after that every further
 * attempt is refused for a wait that doubles with each failure (up to a ceiling), then the count
 * starts again. Per instance: behind a load balancer a guesser meets each instance's count, which
 * still bounds the rate to a handful per minute each.
 */
export interface ThrottleOptions {
  /** Failures allowed before waits start. */
  freeFailures: number;
  /** How long failures are remembered. */
  windowMs: number;
  /** The first wait; each further failure doubles it. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** Addresses remembered at most (the oldest are forgotten first). */
  maxAddresses: number;
}

export const SESSION_THROTTLE: ThrottleOptions = {
  freeFailures: 10,
  windowMs: 15 * 60_000,
  firstWaitMs: 2_000,
  maxWaitMs: 5 * 60_000,
  maxAddresses: 10_000,
};

interface Record {
  failures: number;
  firstAt: number;
  blockedUntil: number;
}

export class FailureThrottle {
  private readonly records = new Map<string, Record>();

  constructor(
    private readonly options: ThrottleOptions = SESSION_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds this address must still wait, or 0 when it may try. */
  waitFor(address: string): number {
    const record = this.current(address);
    return record ? Math.max(0, record.blockedUntil - this.now()) : 0;
  }

  /** Counts a failure; returns the wait it earned (0 while failures are free). */
  fail(address: string): number {
    const now = this.now();
    const record = this.current(address) ?? { failures: 0, firstAt: now, blockedUntil: 0 };
    record.failures += 1;
    const over = record.failures - this.options.freeFailures;
    const wait =
      over > 0 ? Math.min(this.options.maxWaitMs, this.options.firstWaitMs * 2 ** (over - 1)) : 0;
    record.blockedUntil = now + wait;
    this.records.delete(address);
    this.records.set(address, record);
    if (this.records.size > this.options.maxAddresses) {
      const oldest = this.records.keys().next().value;
      if (oldest !== undefined) this.records.delete(oldest);
    }
    return wait;
  }

  /** A success forgets the address's failures. */
  succeed(address: string): void {
    this.records.delete(address);
  }

  private current(address: string): Record | undefined {
    const record = this.records.get(address);
    if (!record) return undefined;
    const now = this.now();
    if (now - record.firstAt > this.options.windowMs && now >= record.blockedUntil) {
      this.records.delete(address);
      return undefined;
    }
    return record;
  }
}
