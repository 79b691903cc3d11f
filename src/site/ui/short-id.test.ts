import { describe, expect, it } from 'vitest';
import { shortId } from './short-id';

describe('shortId', () => {
  it('keeps the first eight hex digits of a uuid', () => {
    expect(shortId('6b3a7822-f987-5836-bbf2-ab772e3e23dd')).toBe('6b3a7822');
  });

  it('leaves a short uid as it is and skips dashes', () => {
    expect(shortId('hero-1')).toBe('hero1');
    expect(shortId('ab')).toBe('ab');
  });
});
