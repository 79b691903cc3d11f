import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('fills the defaults', () => {
    expect(parseEnv({})).toEqual({
      SITE_URL: 'http://localhost:3000',
      CONTENT_DIR: 'content',
      BLOCK_FALLBACK: false,
    });
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
