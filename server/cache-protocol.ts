/**
 * How the site tells the response cache (server/) that an answer it marks private to browsers may
 * still be kept by the server itself: the proxy adds this header, with a lifetime in seconds, to
 * answers that are the same for every visitor but rendered per request (filtered and paged lists)
 * and to its 301s. The server reads it, removes it, and never sends it on.
 */
export const SERVER_CACHE_TTL_HEADER = 'x-server-cache-ttl';

/** Lifetimes the proxy asks for, in seconds. */
export const SERVER_CACHE_TTL = {
  /** A listing rendered for a filter combination or page: bounded staleness if a purge is missed. */
  listing: 300,
  /** A 301 of the redirect table or of a page's normal form. */
  redirect: 86_400,
} as const;

/**
 * The server puts a function under this global key that expires every answer of the response
 * cache (each is kept as the stale answer for an outage of the content service); code in the same
 * process that changes what pages show (a revalidation) calls it.
 */
export const PURGE_RESPONSE_CACHE = Symbol.for('fortarc.purge-response-cache');

/**
 * Next's draft-mode cookie (Next checks its value when a page renders). Its presence alone is
 * what the proxy and the server act on: such a visitor is never answered from a shared copy.
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * With REDIS_URL set, the server puts a function under this key that tells every other instance
 * of a publish: the webhook route calls it with the request's raw body and signature once the
 * publish is done here, and each other instance replays that request to itself (its own source,
 * redirect table and response cache are refreshed; the shared Redis cache is revalidated again).
 */
export const ANNOUNCE_PUBLISH = Symbol.for('fortarc.announce-publish');

/** The header of a publish replayed by another instance: it is not announced again. */
export const PEER_REPLAY_HEADER = 'x-fortarc-peer-replay';

export type AnnouncePublish = (body: string, signature: string) => void;

/** Set by server/next-cache-handler.mjs: the shared cache's state, for /api/health. */
export const SHARED_CACHE_STATE = Symbol.for('fortarc.shared-cache-state');

export interface SharedCacheState {
  kind: 'redis';
  ready: boolean;
  /** When the state last changed (epoch ms). */
  since: number;
  reason?: string;
}

/** Set once the server received SIGTERM: readiness answers 503 while requests in flight finish. */
export const SHUTTING_DOWN = Symbol.for('fortarc.shutting-down');

/**
 * Settings read at start that pre-rendered pages show (the privacy page's cookie declaration lists
 * analytics only when GTM_ID is set), while the pages were rendered at build or by another start:
 * before its port opens, the server asks `START_REFRESH_PATH` once with the one-time token it put
 * under `START_REFRESH_TOKEN`, and the pages rendered under other settings render again.
 */
export const START_REFRESH_TOKEN = Symbol.for('fortarc.start-refresh-token');
export const START_REFRESH_HEADER = 'x-fortarc-start-refresh';
export const START_REFRESH_PATH = '/api/start-refresh';
