import { describe, expect, it } from 'vitest';
import { signInErrorKey } from './error-messages';
import { CodedError, networkTimeoutMs, withTimeout } from './network-timeout';
import { clearedSessionCookieHeader, sessionCookieHeader } from './server/session-cookie';
import { signInConfig } from './sign-in-config';
import { parseEnv } from '@/config/env';

const DESKTOP = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' };
const PHONE = {
  userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/156.0 Mobile Safari/537.36',
};

describe('the sign-in service’s network timeout (spec section 9)', () => {
  it('is 30 s on a desktop and 60 s on a phone', () => {
    expect(networkTimeoutMs(DESKTOP)).toBe(30_000);
    expect(networkTimeoutMs(PHONE)).toBe(60_000);
    expect(networkTimeoutMs({ ...DESKTOP, userAgentData: { mobile: true } })).toBe(60_000);
  });

  it('turns a call that takes longer into a network failure', async () => {
    const never = new Promise<never>(() => {});
    await expect(withTimeout(never, 10)).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    await expect(withTimeout(Promise.resolve('ok'), 10)).resolves.toBe('ok');
  });
});

describe('signInErrorKey', () => {
  it('names the spec’s codes and falls back to a general message', () => {
    expect(signInErrorKey(new CodedError('auth/network-request-failed'))).toBe('network');
    expect(signInErrorKey({ code: 'auth/user-disabled' })).toBe('disabled');
    expect(signInErrorKey({ code: 'auth/user-token-expired' })).toBe('expired');
    expect(signInErrorKey({ code: 'auth/wrong-password' })).toBe('wrongPassword');
    expect(signInErrorKey({ code: 'auth/invalid-credential' })).toBe('wrongPassword');
    expect(signInErrorKey({ code: 'auth/user-not-found' })).toBe('unknownUser');
    expect(signInErrorKey({ code: 'auth/too-many-requests' })).toBe('tooMany');
    expect(signInErrorKey({ code: 'auth/something-new' })).toBe('generic');
    expect(signInErrorKey(new Error('boom'))).toBe('generic');
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path /, Secure over https, with its lifetime', () => {
    expect(sessionCookieHeader('abc', 432000, { secure: false })).toBe(
      '__session=abc; Max-Age=432000; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(sessionCookieHeader('abc', 60, { secure: true })).toMatch(/; Secure$/);
    expect(clearedSessionCookieHeader({ secure: false })).toMatch(/^__session=; Max-Age=0; /);
  });
});

describe('signInConfig', () => {
  it('exists with all three Firebase values, and the emulator when named', () => {
    expect(signInConfig(parseEnv({}))).toBeUndefined();
    const config = parseEnv({
      FIREBASE_API_KEY: 'demo-key-123',
      FIREBASE_AUTH_DOMAIN: 'demo-fortarc.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'demo-fortarc',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(signInConfig(config)).toEqual({
      apiKey: 'demo-key-123',
      authDomain: 'demo-fortarc.firebaseapp.com',
      projectId: 'demo-fortarc',
      emulatorHost: '127.0.0.1:9099',
    });
  });

  it('refuses half a configuration and bad values, naming the variables', () => {
    expect(() => parseEnv({ FIREBASE_API_KEY: 'demo-key-123' })).toThrow(
      /FIREBASE_AUTH_DOMAIN: must be set too[\s\S]*FIREBASE_PROJECT_ID: must be set too/,
    );
    expect(() =>
      parseEnv({
        FIREBASE_API_KEY: 'demo-key-123',
        FIREBASE_AUTH_DOMAIN: 'x.firebaseapp.com',
        FIREBASE_PROJECT_ID: 'Bad_Project',
      }),
    ).toThrow(/FIREBASE_PROJECT_ID: must be a Firebase project id/);
    expect(() => parseEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST: must be host:port/,
    );
    expect(() => parseEnv({ SESSION_LIFETIME_DAYS: '30' })).toThrow(
      /SESSION_LIFETIME_DAYS: must be a whole number of days from 1 to 14/,
    );
  });
});
