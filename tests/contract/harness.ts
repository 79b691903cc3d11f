import { afterAll, afterEach, beforeAll } from 'vitest';
import { LocalContentSource } from '@/content/local/local-source';
import {
  closeServer,
  createContentServer,
  listen,
  type ContentServer,
} from '@/content/server/server';
import type { ContentSource } from '@/content/source';
import type { StoryblokSourceOptions } from '@/content/storyblok/client-config';
import { StoryblokContentSource } from '@/content/storyblok/storyblok-source';
import { createFixtureStore } from './fixture-store';

/** The asset token the contract's content server accepts for `cdn/assets/me`. */
export const CONTRACT_ASSET_TOKEN = 'contract-asset-token';

export type AdapterName = 'local' | 'storyblok';
export const adapterNames: AdapterName[] = ['local', 'storyblok'];

export interface Harness {
  source: ContentSource;
  /** The Storyblok-compatible server behind the storyblok adapter. */
  server?: ContentServer;
  /** Forgets what the adapter cached, so a case sees only its own requests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The storyblok adapter against a content server over the store in `dir`, on a free port. */
export async function openStoryblok(
  dir: string,
  options: Omit<StoryblokSourceOptions, 'endpoint'> = { accessToken: 'test' },
): Promise<Harness & { server: ContentServer; source: StoryblokContentSource }> {
  // the server answers as the HTTP API does; the client then resolves and inlines
  const backing = await LocalContentSource.open(dir, { api: true });
  const server = createContentServer({
    source: backing,
    languageCodes: backing.languageCodes,
    assetToken: CONTRACT_ASSET_TOKEN,
  });
  const origin = await listen(server);
  const source = new StoryblokContentSource({ ...options, endpoint: `${origin}/v2` });
  return {
    source,
    server,
    reset: () => source.flushCache(),
    close: async () => {
      await source.flushCache();
      await closeServer(server);
    },
  };
}

export async function openAdapter(name: AdapterName, dir: string): Promise<Harness> {
  if (name === 'storyblok') return openStoryblok(dir);
  const source = await LocalContentSource.open(dir);
  return { source, reset: async () => {}, close: async () => {} };
}

/** The fixture store for one test file, written before its tests and removed after them. */
export function setUpFixtureStore(): () => string {
  let store: Awaited<ReturnType<typeof createFixtureStore>> | undefined;
  beforeAll(async () => {
    store = await createFixtureStore();
  });
  afterAll(async () => {
    await store?.remove();
  });
  return () => {
    if (!store) throw new Error('The fixture store is written in beforeAll');
    return store.dir;
  };
}

/** An adapter over the file's fixture store, open for the enclosing describe block. */
export function setUpAdapter(name: AdapterName, storeDir: () => string): () => ContentSource {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await openAdapter(name, storeDir());
  });
  afterEach(async () => {
    await harness?.reset();
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('The adapter is opened in beforeAll');
    return harness.source;
  };
}
