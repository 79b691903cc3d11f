import type { OutgoingHttpHeaders } from 'node:http';
import type { Encoding } from './cache-policy';

/** One kept answer: its status, headers and body in every encoding made so far. */
export interface CachedResponse {
  status: number;
  /** As Next sent them, less what is per connection or per encoding (length, encoding, date). */
  headers: OutgoingHttpHeaders;
  bodies: Partial<Record<Encoding, Buffer>>;
  storedAt: number;
  expiresAt: number;
}

const HEADER_BYTES = 1024;

function weight(key: string, entry: CachedResponse): number {
  let bytes = key.length + HEADER_BYTES;
  for (const body of Object.values(entry.bodies)) bytes += body?.length ?? 0;
  return bytes;
}

/**
 * Answers kept in memory, least recently used first out once `maxBytes` is reached, each answered
 * until its lifetime ends or content changes (`expireAll`), and kept after that, memory allowing,
 * as the stale answer for when the site cannot render the page.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { entry: CachedResponse; bytes: number }>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry while it is fresh. An expired one stays (memory allowing) as `stale(key)`. */
  get(key: string): CachedResponse | undefined {
    const slot = this.entries.get(key);
    if (!slot || slot.entry.expiresAt <= this.now()) return undefined;
    this.entries.delete(key);
    this.entries.set(key, slot);
    return slot.entry;
  }

  /**
   * The entry, fresh or not: what to answer when the site cannot render the page again (its
   * content service is down), rather than an error.
   */
  stale(key: string): CachedResponse | undefined {
    return this.entries.get(key)?.entry;
  }

  set(key: string, entry: CachedResponse): void {
    this.delete(key);
    const bytes = weight(key, entry);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { entry, bytes });
    this.total += bytes;
    this.evict();
  }

  /** Adds a body in another encoding to an entry still held (it may have left meanwhile). */
  addBody(key: string, entry: CachedResponse, encoding: Encoding, body: Buffer): void {
    const slot = this.entries.get(key);
    if (!slot || slot.entry !== entry) return;
    entry.bodies[encoding] = body;
    this.total -= slot.bytes;
    slot.bytes = weight(key, entry);
    this.total += slot.bytes;
    this.evict();
  }

  /** Removes a body no longer needed (the identity body once a compressed one exists). */
  dropBody(key: string, entry: CachedResponse, encoding: Encoding): void {
    const slot = this.entries.get(key);
    if (!slot || slot.entry !== entry) return;
    delete entry.bodies[encoding];
    this.total -= slot.bytes;
    slot.bytes = weight(key, entry);
    this.total += slot.bytes;
  }

  delete(key: string): void {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.total -= slot.bytes;
  }

  /** Forgets everything. */
  purge(): void {
    this.entries.clear();
    this.total = 0;
  }

  /**
   * What the site serves has changed: no entry is answered any more, each is asked of the site
   * again, but each stays as the stale answer for when the site cannot render it.
   */
  expireAll(): void {
    for (const { entry } of this.entries.values()) entry.expiresAt = 0;
  }

  private evict(): void {
    for (const [key, slot] of this.entries) {
      if (this.total <= this.maxBytes) return;
      this.entries.delete(key);
      this.total -= slot.bytes;
    }
  }
}
