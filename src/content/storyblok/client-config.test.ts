import { describe, expect, it } from 'vitest';
import { ContentError } from '../errors';
import { clientConfig } from './client-config';
import { toContentError } from './content-error';
import { StoryblokContentSource } from './storyblok-source';

describe('the Storyblok client configuration', () => {
  it('refuses to start without a token, naming the variables to set', () => {
    expect(() => new StoryblokContentSource({})).toThrow(/STORYBLOK_TOKEN/);
    expect(() => clientConfig({ region: 'us' })).toThrow(/STORYBLOK_OAUTH_TOKEN/);
  });

  it('applies the content service policy', () => {
    const config = clientConfig({ accessToken: 'public', region: 'ca', version: 'draft' });
    expect(config).toMatchObject({
      accessToken: 'public',
      region: 'ca',
      version: 'draft',
      rateLimit: 5,
      maxRetries: 5,
      retriesDelay: 250,
      cache: { type: 'custom', clear: 'auto' },
    });
    expect(config.fetch).toBeTypeOf('function');
  });

  it('limits requests to 3 per second with an OAuth token', () => {
    expect(clientConfig({ oauthToken: 'personal' }).rateLimit).toBe(3);
  });
});

describe('toContentError', () => {
  it('keeps the status of a rejected answer', () => {
    const error = toContentError({ message: 'This record could not be found', status: 404 });
    expect(error).toBeInstanceOf(ContentError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Storyblok answered 404: This record could not be found');
  });

  it('turns a network failure into a 502', () => {
    const error = toContentError({ message: 'fetch failed' });
    expect(error.status).toBe(502);
    expect(error.message).toContain('fetch failed');
  });
});
