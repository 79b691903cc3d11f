import { describe, expect, it } from 'vitest';
import { FailureThrottle } from './failure-throttle';

const options = {
  freeFailures: 3,
  windowMs: 60_000,
  firstWaitMs: 1_000,
  maxWaitMs: 4_000,
  maxAddresses: 2,
};

describe('FailureThrottle', () => {
  it('lets the first failures through, then makes each further one wait twice as long', () => {
    let now = 0;
    const throttle = new FailureThrottle(options, () => now);
    expect([1, 2, 3].map(() => throttle.fail('a'))).toEqual([0, 0, 0]);
    expect(throttle.waitFor('a')).toBe(0);
    expect(throttle.fail('a')).toBe(1_000);
    expect(throttle.waitFor('a')).toBe(1_000);
    now += 1_000;
    expect(throttle.waitFor('a')).toBe(0);
    expect(throttle.fail('a')).toBe(2_000);
    now += 2_000;
    expect(throttle.fail('a')).toBe(4_000);
    now += 4_000;
    expect(throttle.fail('a')).toBe(4_000);
    expect(throttle.waitFor('b')).toBe(0);
  });

  it('forgets an address after a success, or once its window has passed', () => {
    let now = 0;
    const throttle = new FailureThrottle(options, () => now);
    for (let i = 0; i < 4; i++) throttle.fail('a');
    throttle.succeed('a');
    expect(throttle.waitFor('a')).toBe(0);
    for (let i = 0; i < 4; i++) throttle.fail('b');
    now += 61_000;
    expect(throttle.waitFor('b')).toBe(0);
    expect(throttle.fail('b')).toBe(0);
  });

  it('remembers a bounded number of addresses, forgetting the oldest', () => {
    const throttle = new FailureThrottle({ ...options, freeFailures: 0 }, () => 0);
    throttle.fail('a');
    throttle.fail('b');
    throttle.fail('c');
    expect(throttle.waitFor('a')).toBe(0);
    expect(throttle.waitFor('c')).toBe(1_000);
  });
});
