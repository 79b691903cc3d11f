// @ts-check
// Next's incremental cache (pre-rendered pages, data, tags), named by `cacheHandler` in
// next.config.ts. Plain ES module that Next bundles into the server build (a change takes effect
// after `npm run build`). See docs/operations.md, "Several instances".
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** Shared with server/cache-protocol.ts (SHARED_CACHE_STATE): what /api/health reports. */
const STATE = Symbol.for('fortarc.shared-cache-state');
/** Next may load this module more than once in a process; they share one connection. */
const CLIENT = Symbol.for('fortarc.shared-cache-client');
/** Redis commands give up after this long, and the read falls back to this instance's memory. */
const COMMAND_TIMEOUT_MS = 1000;
/** Reconnection attempts back off to one every this many milliseconds. */
const MAX_RECONNECT_DELAY_MS = 5000;
/** What this instance keeps in memory for when Redis is away: entries, and bytes in all. */
const LRU_ITEMS = 500;
const LRU_BYTES = 24 * 1024 * 1024;
/** Where Redis's revalidation times live (the handler's own key, under the prefix). */
const REVALIDATED_TAGS_KEY = '__revalidated_tags__';

/** @type {any} Next's default handler, a CommonJS class; used as is when REDIS_URL is not set. */
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/**
 * @typedef {{ kind: 'redis'; ready: boolean; since: number; reason?: string }} SharedCacheState
 * @typedef {{ [STATE]?: SharedCacheState; [CLIENT]?: any }} Slot
 */
const slot = /** @type {Slot} */ (globalThis);

/** Set by server/log.ts: runs its argument outside the request being handled. */
const OUTSIDE_REQUESTS = Symbol.for('fortarc.outside-requests');

/**
 * A line about the shared cache belongs to no request, though the connection's events fire in
 * the context of the request that opened it.
 * @param {string} line
 * @param {'log' | 'warn'} level
 */
function log(line, level = 'log') {
  /** @type {(work: () => void) => void} */
  const outside =
    /** @type {any} */ (globalThis)[OUTSIDE_REQUESTS] ??
    ((/** @type {() => void} */ work) => work());
  outside(() => console[level](`Shared cache: ${line}`));
}

/**
 * The Redis client, one per process, connecting in the background: the server starts at once
 * whether or not Redis answers, and reads fall back to memory until it does. Every change of
 * state is logged once.
 * @param {string} url
 */
function redisClient(url) {
  if (slot[CLIENT]) return slot[CLIENT];
  const client = createClient({
    url,
    // A command while disconnected fails at once (the fallback answers) instead of queueing.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (/** @type {number} */ retries) =>
        Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  const state = (slot[STATE] = { kind: 'redis', ready: false, since: Date.now() });
  client.on('ready', () => {
    Object.assign(state, { ready: true, since: Date.now(), reason: undefined });
    log(`Redis at ${new URL(url).host} is connected; pages and data are shared`);
  });
  client.on('error', (/** @type {Error} */ error) => {
    if (!state.ready && state.reason) return; // already said
    const reason = error.message || String(error);
    Object.assign(state, { ready: false, since: Date.now(), reason });
    log(
      `Redis is unreachable (${reason}); serving from this instance's memory until it is back`,
      'warn',
    );
  });
  client.connect().catch(() => {
    // the 'error' listener has said why; the reconnect strategy keeps trying
  });
  slot[CLIENT] = client;
  return client;
}

/**
 * Revalidating a tag also records when, for every tag (the handler records it for path tags
 * only): an entry written before that moment, by an instance that had not yet heard of the
 * change, is then refused on its next read instead of being served until it expires.
 * @param {any} client
 * @param {string} keyPrefix
 * @param {ReturnType<typeof createRedisHandler>} handler
 */
function recordingRevalidations(client, keyPrefix, handler) {
  return {
    ...handler,
    name: 'redis-strings-recorded',
    /** @param {string} tag */
    async revalidateTag(tag) {
      if (!client.isReady) throw new Error('Redis is not connected');
      await client.hSet(keyPrefix + REVALIDATED_TAGS_KEY, tag, Date.now());
      await handler.revalidateTag(tag);
    },
  };
}

CacheHandler.onCreation(({ buildId }) => {
  const url = /** @type {string} */ (process.env.REDIS_URL);
  const client = redisClient(url);
  // Each build has its own keys: a new release never reads the pages of the one before.
  const keyPrefix = `fortarc:${buildId ?? 'build'}:`;
  const redis = recordingRevalidations(
    client,
    keyPrefix,
    createRedisHandler({ client, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS }),
  );
  // Reads go to Redis, and to memory only when Redis fails; writes go to both, so the memory
  // holds what this instance rendered when Redis goes away.
  // The memory fallback is bounded (its default is 1,000 entries and 100 MB): part of the
  // memory budget (README, "Memory").
  return {
    handlers: [redis, createLruHandler({ maxItemsNumber: LRU_ITEMS, maxItemSizeBytes: LRU_BYTES })],
  };
});

/**
 * Redis when REDIS_URL is set (and the site is not being built), else Next's own file-system
 * cache, unchanged.
 */
export default class SiteCacheHandler {
  /** @param {any} context Next's handler context (file system, server directory, ...). */
  constructor(context) {
    const shared =
      process.env.REDIS_URL !== undefined &&
      process.env.REDIS_URL !== '' &&
      process.env.NEXT_PHASE !== 'phase-production-build';
    /** @type {any} */
    this.inner = shared ? new CacheHandler(context) : new FileSystemCache(context);
  }

  /** @param {any[]} args */
  get(...args) {
    return this.inner.get(...args);
  }

  /** @param {any[]} args */
  set(...args) {
    return this.inner.set(...args);
  }

  /** @param {any[]} args */
  revalidateTag(...args) {
    return this.inner.revalidateTag(...args);
  }

  resetRequestCache() {
    this.inner.resetRequestCache?.();
  }
}
