import { contentSourceKind, env } from '@/config/env';
import { LocalContentSource } from './local/local-source';
import { requestVersion } from './request-version';
import type { ContentSource, Version } from './source';
import { StoryblokContentSource } from './storyblok/storyblok-source';

/**
 * The open source, kept on `globalThis`: Next loads route handlers and pages as separate bundles,
 * and a refresh asked for by the publish webhook (a route) must reach the source pages read.
 */
const OPENED = Symbol.for('fortarc.content-source');
/** The Storyblok client that reads drafts with the preview token, opened on the first preview. */
const DRAFTS = Symbol.for('fortarc.content-source.drafts');
const slot = globalThis as {
  [OPENED]?: Promise<ContentSource>;
  [DRAFTS]?: ContentSource;
};

/** The adapter configuration asks for: Storyblok when a token is set, else the embedded store. */
async function openSource(): Promise<ContentSource> {
  const config = env();
  if (contentSourceKind(config) === 'local') return LocalContentSource.open(config.CONTENT_DIR);
  return new StoryblokContentSource({
    accessToken: config.STORYBLOK_TOKEN,
    oauthToken: config.STORYBLOK_OAUTH_TOKEN,
    region: config.STORYBLOK_REGION,
    version: config.STORYBLOK_VERSION,
    endpoint: config.STORYBLOK_ENDPOINT,
  });
}

export function contentSource(): Promise<ContentSource> {
  slot[OPENED] ??= openSource();
  return slot[OPENED];
}

/**
 * The source for `version`. The embedded store answers both versions. On Storyblok, drafts are
 * read with the preview token by a client that caches nothing: the published client's cache must
 * hold published answers only, and an editor expects each reload to show the draft of now.
 */
export async function sourceFor(version: Version): Promise<ContentSource> {
  const config = env();
  if (version === 'published' || contentSourceKind(config) === 'local') return contentSource();
  slot[DRAFTS] ??= new StoryblokContentSource({
    accessToken: config.STORYBLOK_PREVIEW_TOKEN,
    region: config.STORYBLOK_REGION,
    version: 'draft',
    endpoint: config.STORYBLOK_ENDPOINT,
    uncached: true,
  });
  return slot[DRAFTS];
}

/** The parameters of a read in the request's version: published unless in draft mode. */
export async function versioned(): Promise<{ source: ContentSource; version?: Version }> {
  const version = await requestVersion();
  const source = await sourceFor(version);
  return version === 'draft' ? { source, version } : { source };
}

/**
 * Makes the next read see the content as it is now: the embedded store is read again from its
 * files, and the Storyblok client forgets its cached answers and content version. The store is
 * replaced only once the new one opened, so a bad edit leaves the site on the content it had.
 */
export async function reopenSource(): Promise<void> {
  const current = await slot[OPENED];
  // Asked by what it can do, not its class: another bundle may have opened it (see OPENED).
  if (current && 'flushCache' in current && typeof current.flushCache === 'function') {
    await (current as StoryblokContentSource).flushCache();
  } else {
    const next = openSource();
    await next;
    slot[OPENED] = next;
  }
}
