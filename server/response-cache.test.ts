import { describe, expect, it } from 'vitest';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { ONE_OFF_SHARE, ResponseCache, type CachedResponse } from './response-cache';

function entry(bytes: number, expiresAt = Infinity): CachedResponse {
  return {
    status: 200,
    headers: {},
    bodies: { gzip: Buffer.alloc(bytes) },
    storedAt: 0,
    expiresAt,
  };
}

describe('ResponseCache', () => {
  it('returns what it holds until the lifetime ends', () => {
    let now = 0;
    const cache = new ResponseCache(1_000_000, () => now);
    const kept = entry(10, 1000);
    cache.set('/a', kept, 'page');
    expect(cache.get('/a')).toBe(kept);
    now = 999;
    expect(cache.get('/a')).toBe(kept);
    now = 1000;
    expect(cache.get('/a')).toBeUndefined();
    // Kept, memory allowing, as the answer for when the page cannot be rendered again.
    expect(cache.stale('/a')).toBe(kept);
    expect(cache.size).toBe(1);
  });

  it('expires everything when content changes, keeping each entry as its stale answer', () => {
    const cache = new ResponseCache(1_000_000);
    const kept = entry(10);
    cache.set('/a', kept, 'page');
    cache.expireAll();
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stale('/a')).toBe(kept);
    const fresh = entry(10);
    cache.set('/a', fresh, 'page');
    expect(cache.get('/a')).toBe(fresh);
    expect(cache.stale('/b')).toBeUndefined();
  });

  it('lets the least recently used entries go when memory is full', () => {
    const cache = new ResponseCache((3 * (10_000 + 1024 + 2)) / (1 - ONE_OFF_SHARE));
    cache.set('/a', entry(10_000), 'page');
    cache.set('/b', entry(10_000), 'page');
    cache.set('/c', entry(10_000), 'page');
    cache.get('/a');
    cache.set('/d', entry(10_000), 'page');
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    expect(cache.get('/d')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it('does not keep an entry larger than all its memory', () => {
    const cache = new ResponseCache(5000);
    cache.set('/big', entry(10_000), 'page');
    expect(cache.get('/big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('counts bodies added and dropped later, and forgets everything on purge', () => {
    const cache = new ResponseCache(1_000_000);
    const kept = entry(100);
    cache.set('/a', kept, 'page');
    const before = cache.bytes;
    cache.addBody('/a', kept, 'br', Buffer.alloc(50));
    expect(cache.bytes).toBe(before + 50);
    cache.dropBody('/a', kept, 'gzip');
    expect(cache.bytes).toBe(before - 50);
    cache.addBody('/gone', entry(1), 'br', Buffer.alloc(50));
    expect(cache.size).toBe(1);
    cache.purge();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('never lets one-off answers make a page leave, however many there are', () => {
    const cache = new ResponseCache(1_000_000);
    const pages = Array.from({ length: 20 }, (_, i) => `/page-${i}`);
    for (const path of pages) cache.set(path, entry(30_000), 'page');
    for (let i = 0; i < 10_000; i++) cache.set(`/missing-${i}`, entry(5_000), 'one-off');
    for (const path of pages) expect(cache.get(path), path).toBeDefined();
    expect(cache.bytesOf('one-off')).toBeLessThanOrEqual(1_000_000 * ONE_OFF_SHARE);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    // the newest one-off answers are kept, in their own budget
    expect(cache.get('/missing-9999')).toBeDefined();
    expect(cache.get('/missing-0')).toBeUndefined();
  });

  it('lets pages take the memory one-off answers do not have', () => {
    const cache = new ResponseCache(1_000_000);
    cache.set('/missing', entry(5_000), 'one-off');
    for (let i = 0; i < 100; i++) cache.set(`/page-${i}`, entry(30_000), 'page');
    expect(cache.get('/missing')).toBeDefined();
    expect(cache.bytesOf('page')).toBeGreaterThan(1_000_000 * (1 - ONE_OFF_SHARE) - 32_000);
  });

  it('moves an answer to its new standing when it is kept again', () => {
    const cache = new ResponseCache(1_000_000);
    cache.set('/a', entry(10), 'one-off');
    cache.set('/a', entry(10), 'page');
    expect(cache.size).toBe(1);
    expect(cache.bytesOf('one-off')).toBe(0);
  });

  it('counts and keeps a compressed body at its own size, not the block zlib made it in', async () => {
    const body = await promisify(gzip)(Buffer.from('<p>a page</p>'.repeat(500)));
    expect(body.buffer.byteLength).toBeGreaterThan(body.length * 4);
    const cache = new ResponseCache(1_000_000);
    const kept = entry(0);
    kept.bodies = { gzip: body };
    cache.set('/a', kept, 'page');
    const held = cache.get('/a')?.bodies.gzip;
    expect(held?.equals(body)).toBe(true);
    expect(held?.buffer.byteLength).toBe(body.length);
    cache.addBody('/a', kept, 'br', await promisify(gzip)(Buffer.from('x')));
    expect(cache.get('/a')?.bodies.br?.buffer.byteLength).toBe(cache.get('/a')?.bodies.br?.length);
    expect(cache.bytes).toBeLessThan(1024 + 2 + body.length + 100);
  });
});
