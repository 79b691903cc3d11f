import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './backoff';

describe('the retry delay', () => {
  const now = new Date(0);
  it('doubles with each attempt, up to an hour', () => {
    const at = (attempts: number) =>
      nextAttemptAt(attempts, now, { baseMs: 30_000, maxAttempts: 20 })?.getTime();
    expect([1, 2, 3, 4].map(at)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(at(15)).toBe(3_600_000);
  });

  it('stops after the last attempt', () => {
    expect(nextAttemptAt(5, now, { baseMs: 1000, maxAttempts: 5 })).toBeNull();
  });
});
