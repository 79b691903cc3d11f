import { describe, expect, it } from 'vitest';
import { contentSourceKind, parseEnv } from './env';

describe('contentSourceKind', () => {
  it('is local by default, storyblok once a token is set, and whatever is set explicitly', () => {
    expect(contentSourceKind(parseEnv({}))).toBe('local');
    expect(contentSourceKind(parseEnv({ STORYBLOK_TOKEN: 'abc' }))).toBe('storyblok');
    expect(contentSourceKind(parseEnv({ STORYBLOK_TOKEN: 'abc', CONTENT_SOURCE: 'local' }))).toBe(
      'local',
    );
  });
});

describe('parseEnv', () => {
  it('fills the defaults', () => {
    expect(parseEnv({})).toEqual({
      SITE_URL: 'http://localhost:3000',
      CONTENT_DIR: 'content',
      BLOCK_FALLBACK: false,
      STORYBLOK_REGION: 'eu',
      STORYBLOK_VERSION: 'published',
      CONTENT_SERVER_PORT: 4000,
      PORT: 3000,
      RESPONSE_CACHE_MB: 64,
      SHUTDOWN_DRAIN_MS: 5000,
      LOG_REQUESTS: 'problems',
      STORYBLOK_BRIDGE_URL: 'https://app.storyblok.com/f/storyblok-v2-latest.js',
      SESSION_LIFETIME_DAYS: 5,
      SESSION_REVOKE_ON_SIGN_OUT: true,
    });
  });

  it('takes a Redis URL and the log settings, and names what is wrong with a bad one', () => {
    expect(
      parseEnv({ REDIS_URL: 'redis://redis:6379', LOG_FORMAT: 'json', LOG_REQUESTS: 'all' }),
    ).toMatchObject({ REDIS_URL: 'redis://redis:6379', LOG_FORMAT: 'json', LOG_REQUESTS: 'all' });
    expect(parseEnv({ REDIS_URL: 'rediss://user:pw@cache.example:6380/2' }).REDIS_URL).toBe(
      'rediss://user:pw@cache.example:6380/2',
    );
    expect(() => parseEnv({ REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL: must be a Redis URL such as redis:\/\/127\.0\.0\.1:6379/,
    );
    expect(() => parseEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT: must be json or text/);
    expect(() => parseEnv({ LOG_REQUESTS: 'some' })).toThrow(
      /LOG_REQUESTS: must be problems or all/,
    );
  });

  it("takes a tag-manager ID of the spec's form, and refuses any other naming the variable and the rule", () => {
    expect(parseEnv({ GTM_ID: 'GTM-AB12CD3' }).GTM_ID).toBe('GTM-AB12CD3');
    expect(parseEnv({ GTM_ID: '' }).GTM_ID).toBeUndefined();
    for (const bad of ['GTM-', 'gtm-AB12CD3', 'GTM-ab12', 'UA-12345-1', 'GTM-AB 12', ' GTM-AB12']) {
      expect(() => parseEnv({ GTM_ID: bad }), bad).toThrow(
        /GTM_ID: must be GTM- followed by capital letters and digits.*\^GTM-\[A-Z0-9\]\+\$/,
      );
    }
  });

  it('refuses a preview secret short enough to guess, and a space id that is not one', () => {
    expect(() => parseEnv({ PREVIEW_SECRET: 'short' })).toThrow(
      /PREVIEW_SECRET: must be at least 16 characters/,
    );
    expect(() => parseEnv({ STORYBLOK_SPACE_ID: 'my-space' })).toThrow(
      /STORYBLOK_SPACE_ID: must be the numeric id/,
    );
    expect(() => parseEnv({ STORYBLOK_BRIDGE_URL: 'bridge.js' })).toThrow(/STORYBLOK_BRIDGE_URL/);
  });

  it('refuses a response cache size that is not a number of megabytes', () => {
    expect(() => parseEnv({ RESPONSE_CACHE_MB: 'lots' })).toThrow(
      /RESPONSE_CACHE_MB: must be a number/,
    );
    expect(parseEnv({ RESPONSE_CACHE_MB: '0' }).RESPONSE_CACHE_MB).toBe(0);
  });

  it('takes a drain period and a metrics port, and refuses the public port for the metrics', () => {
    expect(parseEnv({ SHUTDOWN_DRAIN_MS: '0', METRICS_PORT: '9464' })).toMatchObject({
      SHUTDOWN_DRAIN_MS: 0,
      METRICS_PORT: 9464,
    });
    expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(
      /SHUTDOWN_DRAIN_MS: must be a number of milliseconds/,
    );
    expect(() => parseEnv({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => parseEnv({ METRICS_PORT: 'metrics' })).toThrow(/METRICS_PORT: must be a port/);
  });

  it('refuses a webhook secret short enough to guess', () => {
    expect(() => parseEnv({ STORYBLOK_WEBHOOK_SECRET: 'short' })).toThrow(
      /STORYBLOK_WEBHOOK_SECRET: must be at least 16 characters/,
    );
    const secret = 'a-secret-of-24-characters';
    expect(parseEnv({ STORYBLOK_WEBHOOK_SECRET: secret }).STORYBLOK_WEBHOOK_SECRET).toBe(secret);
  });

  it('reads flags and trims a trailing slash from the site URL', () => {
    const env = parseEnv({ SITE_URL: 'https://www.example.com/', BLOCK_FALLBACK: 'true' });
    expect(env.SITE_URL).toBe('https://www.example.com');
    expect(env.BLOCK_FALLBACK).toBe(true);
  });

  it('names the variable and the reason for a bad value', () => {
    expect(() => parseEnv({ SITE_URL: 'not a url', BLOCK_FALLBACK: 'yes' })).toThrow(
      /SITE_URL: must be an absolute URL[\s\S]*BLOCK_FALLBACK: must be true, false, 1 or 0/,
    );
  });
});
