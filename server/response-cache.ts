import type { OutgoingHttpHeaders } from 'node:http';
import type { Encoding, Standing } from './cache-policy';

/** One kept answer: its status, headers and body in every encoding made so far. */
export interface CachedResponse {
  status: number;
  /** As Next sent them, less what is per connection or per encoding (length, encoding, date). */
  headers: OutgoingHttpHeaders;
  bodies: Partial<Record<Encoding, Buffer>>;
  storedAt: number;
  expiresAt: number;
}

/** What an entry costs besides its key, headers and bodies (the objects that hold them). */
const ENTRY_BYTES = 1024;

/**
 * The share of the memory one-off answers may take (issue 59): whatever visitors ask of them, the
 * pages everyone reads keep the rest.
 */
export const ONE_OFF_SHARE = 1 / 8;

function headerBytes(headers: OutgoingHttpHeaders): number {
  let bytes = 0;
  for (const [name, value] of Object.entries(headers)) {
    bytes += name.length + (Array.isArray(value) ? value.join('').length : String(value).length);
  }
  return bytes;
}

function weight(key: string, entry: CachedResponse): number {
  let bytes = key.length + ENTRY_BYTES + headerBytes(entry.headers);
  for (const body of Object.values(entry.bodies)) bytes += body?.buffer.byteLength ?? 0;
  return bytes;
}

/**
 * `body` in memory of its own size. zlib's answers, and small buffers Node takes from its shared
 * pool, are views of a larger block that lives as long as they do: a 5 kB gzip body held a 64 kB
 * block, and the cache held four times the memory it counted (issue 59).
 */
function owned(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.buffer.byteLength === body.length) return body;
  const copy = Buffer.allocUnsafeSlow(body.length);
  body.copy(copy);
  return copy;
}

interface Slot {
  entry: CachedResponse;
  bytes: number;
}

/** Entries, least recently used first out once `maxBytes` is reached. */
class Segment {
  readonly entries = new Map<string, Slot>();
  total = 0;

  constructor(readonly maxBytes: number) {}

  touch(key: string, slot: Slot): void {
    this.entries.delete(key);
    this.entries.set(key, slot);
  }

  add(key: string, slot: Slot): void {
    this.entries.set(key, slot);
    this.total += slot.bytes;
    this.evict();
  }

  reweigh(key: string, slot: Slot): void {
    this.total -= slot.bytes;
    slot.bytes = weight(key, slot.entry);
    this.total += slot.bytes;
    this.evict();
  }

  delete(key: string): boolean {
    const slot = this.entries.get(key);
    if (!slot) return false;
    this.entries.delete(key);
    this.total -= slot.bytes;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  private evict(): void {
    for (const [key, slot] of this.entries) {
      if (this.total <= this.maxBytes) return;
      this.entries.delete(key);
      this.total -= slot.bytes;
    }
  }
}

/**
 * Answers kept in memory, each answered until its lifetime ends or content changes (`expireAll`),
 * and kept after that, memory allowing, as the stale answer for when the site cannot render the
 * page. Pages and one-off answers (`Standing`, cache-policy.ts) have budgets of their own, each
 * emptied least recently used first: one-off answers take at most `ONE_OFF_SHARE` of `maxBytes`,
 * and however many of them visitors ask for, they never make a page leave.
 */
export class ResponseCache {
  private readonly segments: Record<Standing, Segment>;

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    const oneOff = Math.floor(maxBytes * ONE_OFF_SHARE);
    this.segments = { page: new Segment(maxBytes - oneOff), 'one-off': new Segment(oneOff) };
  }

  get bytes(): number {
    return this.segments.page.total + this.segments['one-off'].total;
  }

  get size(): number {
    return this.segments.page.entries.size + this.segments['one-off'].entries.size;
  }

  /** Bytes held for answers of one standing. */
  bytesOf(standing: Standing): number {
    return this.segments[standing].total;
  }

  private find(key: string): { segment: Segment; slot: Slot } | undefined {
    for (const segment of Object.values(this.segments)) {
      const slot = segment.entries.get(key);
      if (slot) return { segment, slot };
    }
    return undefined;
  }

  /** The entry while it is fresh. An expired one stays (memory allowing) as `stale(key)`. */
  get(key: string): CachedResponse | undefined {
    const found = this.find(key);
    if (!found || found.slot.entry.expiresAt <= this.now()) return undefined;
    found.segment.touch(key, found.slot);
    return found.slot.entry;
  }

  /**
   * The entry, fresh or not: what to answer when the site cannot render the page again (its
   * content service is down), rather than an error.
   */
  stale(key: string): CachedResponse | undefined {
    return this.find(key)?.slot.entry;
  }

  set(key: string, entry: CachedResponse, standing: Standing): void {
    this.delete(key);
    for (const [encoding, body] of Object.entries(entry.bodies)) {
      if (body) entry.bodies[encoding as Encoding] = owned(body);
    }
    const segment = this.segments[standing];
    const bytes = weight(key, entry);
    if (bytes > segment.maxBytes) return;
    segment.add(key, { entry, bytes });
  }

  /** Adds a body in another encoding to an entry still held (it may have left meanwhile). */
  addBody(key: string, entry: CachedResponse, encoding: Encoding, body: Buffer): void {
    const found = this.find(key);
    if (!found || found.slot.entry !== entry) return;
    entry.bodies[encoding] = owned(body);
    found.segment.reweigh(key, found.slot);
  }

  /** Removes a body no longer needed (the identity body once a compressed one exists). */
  dropBody(key: string, entry: CachedResponse, encoding: Encoding): void {
    const found = this.find(key);
    if (!found || found.slot.entry !== entry) return;
    delete entry.bodies[encoding];
    found.segment.reweigh(key, found.slot);
  }

  delete(key: string): void {
    for (const segment of Object.values(this.segments)) if (segment.delete(key)) return;
  }

  /** Forgets everything. */
  purge(): void {
    for (const segment of Object.values(this.segments)) segment.clear();
  }

  /**
   * What the site serves has changed: no entry is answered any more, each is asked of the site
   * again, but each stays as the stale answer for when the site cannot render it.
   */
  expireAll(): void {
    for (const segment of Object.values(this.segments)) {
      for (const { entry } of segment.entries.values()) entry.expiresAt = 0;
    }
  }
}
