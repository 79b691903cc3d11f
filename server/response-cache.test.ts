import { describe, expect, it } from 'vitest';
import { ResponseCache, type CachedResponse } from './response-cache';

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
    cache.set('/a', kept);
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
    cache.set('/a', kept);
    cache.expireAll();
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stale('/a')).toBe(kept);
    const fresh = entry(10);
    cache.set('/a', fresh);
    expect(cache.get('/a')).toBe(fresh);
    expect(cache.stale('/b')).toBeUndefined();
  });

  it('lets the least recently used entries go when memory is full', () => {
    const cache = new ResponseCache(3 * (10_000 + 1024 + 2));
    cache.set('/a', entry(10_000));
    cache.set('/b', entry(10_000));
    cache.set('/c', entry(10_000));
    cache.get('/a');
    cache.set('/d', entry(10_000));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    expect(cache.get('/d')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it('does not keep an entry larger than all its memory', () => {
    const cache = new ResponseCache(5000);
    cache.set('/big', entry(10_000));
    expect(cache.get('/big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('counts bodies added and dropped later, and forgets everything on purge', () => {
    const cache = new ResponseCache(1_000_000);
    const kept = entry(100);
    cache.set('/a', kept);
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
});
