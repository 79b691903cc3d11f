import { sharedBoundedCache } from './bounded-cache';
import type { ISbConfig } from 'storyblok-js-client';
import type { Version } from '../source';
import { ContentConfigError } from '../errors';
import { increasingRetryDelay } from './increasing-retry-delay';

export interface StoryblokSourceOptions {
  /** The space's access token (public: published only; preview: drafts too). */
  accessToken?: string;
  oauthToken?: string;
  region?: 'eu' | 'us' | 'ca' | 'ap' | 'cn';
  /** The version asked for when a call does not say. */
  version?: Version;
  /** The API base including the version path, e.g. http://127.0.0.1:4000/v2; overrides region. */
  endpoint?: string;
  /** Keep no answer in memory (the drafts client: every read must show the draft of now). */
  uncached?: boolean;
}

/** The content service policy of the spec. */
export const POLICY = {
  requestsPerSecond: 5,
  requestsPerSecondWithOAuth: 3,
  maxRetries: 5,
  /** Wait before the first 429 retry; it doubles with each further one. */
  retryBaseMs: 250,
  /** A request that hangs longer fails, so a stalled service cannot hang a page render. */
  timeoutSeconds: 10,
} as const;

/** The official client's configuration; a missing token names the variable to set. */
export function clientConfig(options: StoryblokSourceOptions): ISbConfig {
  const { accessToken, oauthToken, region, version, endpoint, uncached } = options;
  if (!accessToken && !oauthToken) {
    throw new ContentConfigError(
      'The Storyblok adapter needs a token: set STORYBLOK_TOKEN to the space access token ' +
        '(or STORYBLOK_OAUTH_TOKEN to a personal access token).',
    );
  }
  return {
    accessToken,
    oauthToken,
    region,
    version,
    endpoint,
    rateLimit: oauthToken ? POLICY.requestsPerSecondWithOAuth : POLICY.requestsPerSecond,
    maxRetries: POLICY.maxRetries,
    timeout: POLICY.timeoutSeconds,
    retriesDelay: POLICY.retryBaseMs,
    fetch: increasingRetryDelay({ baseMs: POLICY.retryBaseMs, maxRetries: POLICY.maxRetries }),
    // the client caches only published answers; `auto` drops them all when the space's cv moves;
    // bounded, unlike the client's own memory cache (a visitor's every filter is an answer)
    cache: uncached
      ? { type: 'none' }
      : { type: 'custom', custom: sharedBoundedCache(), clear: 'auto' },
  };
}
