import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from './categories';
import {
  choiceCookie,
  CONSENT_LIFETIME_MS,
  cookieValue,
  parseChoice,
  serializeChoice,
  type ConsentChoice,
} from './consent-record';

const now = Date.UTC(2026, 10, 26, 12);
const choice: ConsentChoice = {
  version: CONSENT_VERSION,
  decidedAt: now,
  granted: { analytics: true, media: false },
};

describe('the stored choice', () => {
  it('reads back what was written', () => {
    expect(serializeChoice(choice)).toBe(`v=${CONSENT_VERSION}&at=${now}&analytics=1&media=0`);
    expect(parseChoice(serializeChoice(choice), now)).toEqual(choice);
  });

  it('is honoured for six months, then asked again', () => {
    const value = serializeChoice(choice);
    expect(CONSENT_LIFETIME_MS).toBeGreaterThanOrEqual(182 * 24 * 3600 * 1000);
    expect(CONSENT_LIFETIME_MS).toBeLessThanOrEqual(184 * 24 * 3600 * 1000);
    expect(parseChoice(value, now + CONSENT_LIFETIME_MS - 1)).toEqual(choice);
    expect(parseChoice(value, now + CONSENT_LIFETIME_MS)).toBeUndefined();
  });

  it('is asked again when the categories changed (another version)', () => {
    const older = serializeChoice({ ...choice, version: CONSENT_VERSION - 1 });
    expect(parseChoice(older, now)).toBeUndefined();
  });

  it('honours nothing unreadable, incomplete or dated in the future', () => {
    for (const value of [
      undefined,
      '',
      'yes',
      `v=${CONSENT_VERSION}&at=${now}&analytics=1`,
      `v=${CONSENT_VERSION}&at=${now}&analytics=true&media=0`,
      `v=${CONSENT_VERSION}&at=soon&analytics=1&media=1`,
      serializeChoice({ ...choice, decidedAt: now + 3 * 24 * 3600 * 1000 }),
    ]) {
      expect(parseChoice(value, now), String(value)).toBeUndefined();
    }
  });

  it('is a cookie of the whole site that lives as long as the choice is honoured', () => {
    const cookie = choiceCookie({ ...choice, decidedAt: Date.now() }, true);
    expect(cookie).toMatch(/^fortarc_consent=v%3D\d+%26at%3D\d+%26analytics%3D1%26media%3D0; /);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('; Secure');
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(Math.abs(maxAge - CONSENT_LIFETIME_MS / 1000)).toBeLessThan(5);
    expect(choiceCookie(choice, false)).not.toContain('Secure');
  });

  it('is found among the other cookies', () => {
    const value = encodeURIComponent(serializeChoice(choice));
    const cookies = `NEXT_LOCALE=en; fortarc_consent=${value}; _ga=GA1.1.1`;
    expect(cookieValue(cookies, 'fortarc_consent')).toBe(serializeChoice(choice));
    expect(cookieValue(cookies, 'fortarc')).toBeUndefined();
    expect(cookieValue('fortarc_consent=%E0%A4%A', 'fortarc_consent')).toBeUndefined();
  });
});
