import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { hasListingQuery } from '../src/paths/listing-query';
import { PEER_REPLAY_HEADER, SHARED_CACHE_STATE, type SharedCacheState } from './cache-protocol';
import { contentFailures, contentUnavailableSince } from './outage-protocol';
import type { ResponseCache } from './response-cache';

/**
 * What a request was, in a fixed set of words: a label must never be the raw path, which would
 * grow a series per URL without limit.
 */
export type RouteKind = 'page' | 'filtered_list' | 'search' | 'api' | 'asset' | 'redirect';

const SEARCH_PATH = /^\/(?:[a-z]{2}\/)?search$/;
/** Documents served at a file-like path: pages for the operator, not assets. */
const DOCUMENTS = new Set(['/sitemap.xml', '/robots.txt']);

/** The kind of a request from its method-less URL and its status (a 3xx is a redirect, whatever it was). */
export function routeKind(url: string, status: number): RouteKind {
  if (status >= 300 && status < 400 && status !== 304) return 'redirect';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/_next/')) return 'asset';
  if (SEARCH_PATH.test(path)) return 'search';
  if (DOCUMENTS.has(path)) return 'page';
  if (/\.[a-z0-9]+$/i.test(path)) return 'asset';
  if (query !== -1 && hasListingQuery(new URLSearchParams(url.slice(query + 1)))) {
    return 'filtered_list';
  }
  return 'page';
}

/** How long after a failure of the content service it still counts as unavailable. */
const OUTAGE_WINDOW_MS = 10_000;

export interface Metrics {
  registry: Registry;
  /** Every request of the public port passes here first; it is counted when its answer ends. */
  onRequest: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * The site's Prometheus metrics (prom-client): requests and their latency by route kind and
 * status, the response cache's hits, misses and bytes, the content service's failures and state,
 * Redis, publish events, and prom-client's process metrics (resident memory, heap, event-loop lag).
 */
export function createMetrics(options: {
  cache: ResponseCache;
  redis: boolean;
  stopping: () => boolean;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['kind', 'status'] as const;
  const requests = new Counter({
    name: 'fortarc_http_requests_total',
    help: 'Requests answered on the public port, by route kind and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'fortarc_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route kind and status',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cacheAnswers = new Counter({
    name: 'fortarc_response_cache_requests_total',
    help: 'Requests the response cache could keep, by result: hit, miss, stale (an outage answered from a kept copy)',
    labelNames: ['result'],
    registers: [registry],
  });
  new Gauge({
    name: 'fortarc_response_cache_bytes',
    help: 'Bytes the response cache holds (bodies in every encoding, plus headers)',
    registers: [registry],
    collect() {
      this.set(options.cache.bytes);
    },
  });
  new Gauge({
    name: 'fortarc_response_cache_max_bytes',
    help: 'The response cache budget (RESPONSE_CACHE_MB)',
    registers: [registry],
    collect() {
      this.set(options.cache.maxBytes);
    },
  });
  new Gauge({
    name: 'fortarc_response_cache_entries',
    help: 'Answers the response cache holds',
    registers: [registry],
    collect() {
      this.set(options.cache.size);
    },
  });
  new Counter({
    name: 'fortarc_content_service_failures_total',
    help: 'Reads of the content service that failed as an outage does (unreachable, 5xx, 429 after retries)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(contentFailures());
    },
  });
  new Gauge({
    name: 'fortarc_content_service_unavailable',
    help: `1 while the content service failed in the last ${OUTAGE_WINDOW_MS / 1000} s (pages that need a render get the 503 page), else 0`,
    registers: [registry],
    collect() {
      this.set(contentUnavailableSince(Date.now() - OUTAGE_WINDOW_MS) ? 1 : 0);
    },
  });
  if (options.redis) {
    new Gauge({
      name: 'fortarc_redis_connected',
      help: '1 while the shared cache (REDIS_URL) is connected, else 0 (the instance serves from its own memory)',
      registers: [registry],
      collect() {
        const state = (globalThis as { [SHARED_CACHE_STATE]?: SharedCacheState })[
          SHARED_CACHE_STATE
        ];
        this.set(state?.ready ? 1 : 0);
      },
    });
  }
  const publishes = new Counter({
    name: 'fortarc_publish_events_total',
    help: 'Publish webhooks handled, by origin (webhook: Storyblok through this instance; peer: replayed from another instance) and result',
    labelNames: ['origin', 'result'],
    registers: [registry],
  });
  new Gauge({
    name: 'fortarc_stopping',
    help: '1 once the instance received SIGTERM or SIGINT and drains, else 0',
    registers: [registry],
    collect() {
      this.set(options.stopping() ? 1 : 0);
    },
  });

  return {
    registry,
    onRequest(req, res) {
      const started = process.hrtime.bigint();
      // Taken now: Next rewrites `req.url` to its internal route while it handles the request.
      const url = req.url ?? '/';
      const method = req.method;
      const peer = req.headers[PEER_REPLAY_HEADER] !== undefined;
      res.once('close', () => {
        const status = String(res.statusCode);
        const kind = routeKind(url, res.statusCode);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        requests.inc({ kind, status });
        duration.observe({ kind, status }, seconds);
        const cached = res.getHeader('x-cache');
        if (typeof cached === 'string') cacheAnswers.inc({ result: cached.toLowerCase() });
        if (method === 'POST' && url.split('?')[0] === '/api/revalidate') {
          publishes.inc({
            origin: peer ? 'peer' : 'webhook',
            result: res.statusCode === 200 ? 'published' : 'refused',
          });
        }
      });
    },
  };
}

/**
 * The metrics' own listener (METRICS_PORT): `GET /metrics` in Prometheus' text format, anything
 * else 404. The site's port never serves them.
 */
export function startMetricsServer(
  metrics: Metrics,
  port: number,
  hostname: string | undefined,
  log: (line: string) => void = (line) => console.log(line),
): Server {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, {
          'content-type': metrics.registry.contentType,
          'cache-control': 'no-store',
        });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        console.error(error);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
  server.on('error', (error) => log(`Metrics not served on port ${port}: ${error.message}`));
  server.listen(port, hostname, () =>
    log(`Metrics on http://${hostname ?? 'localhost'}:${port}/metrics`),
  );
  // Never what keeps the process alive: the stop waits for the site's own listener only.
  server.unref();
  return server;
}
