import { describe, expect, it } from 'vitest';
import type { ISbResult } from 'storyblok-js-client';
import { boundedCache } from './bounded-cache';

const answer = (text: string) => ({ data: { text }, headers: {} }) as unknown as ISbResult;

describe('boundedCache', () => {
  it('forgets the least recently used answer past its entry limit', async () => {
    const cache = boundedCache({ entries: 2, chars: 1_000_000 });
    await cache.set('a', answer('a'));
    await cache.set('b', answer('b'));
    expect(await cache.get('a')).toBeDefined(); // a is now the most recent
    await cache.set('c', answer('c'));
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toMatchObject({ data: { text: 'a' } });
    expect(await cache.get('c')).toBeDefined();
  });

  it('holds its answers to a size, keeps none larger than it, and flushes', async () => {
    const cache = boundedCache({ entries: 100, chars: 60 });
    await cache.set('a', answer('x'.repeat(20)));
    await cache.set('b', answer('y'.repeat(20)));
    await cache.set('c', answer('z'.repeat(20)));
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('c')).toBeDefined();
    await cache.set('huge', answer('h'.repeat(100)));
    expect(await cache.get('huge')).toBeUndefined();
    await cache.flush();
    expect(await cache.get('c')).toBeUndefined();
  });
});
