import { randomBytes } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { contentSourceKind, parseEnv, type Env } from '../src/config/env';
import { cachingHandler } from './caching-handler';
import { dropForgedDraftCookies, readPreviewModeId } from './draft-cookie';
import { normaliseForwardedFor } from './forwarded-for';
import { secureHandler } from './secure-handler';
import {
  contentSecurityPolicy,
  FIREBASE_AUTH_ORIGINS,
  staticSecurityHeaders,
  type SecurityConfig,
} from './security-headers';
import { answerOutages } from './outage-answer';
import {
  ANNOUNCE_PUBLISH,
  PURGE_RESPONSE_CACHE,
  SHUTTING_DOWN,
  START_REFRESH_HEADER,
  START_REFRESH_PATH,
  START_REFRESH_TOKEN,
} from './cache-protocol';
import {
  accessFields,
  installConsole,
  requestLevel,
  logFormatFor,
  logLine,
  REQUEST_ID_HEADER,
  requestIdFor,
  withRequestId,
  type LogFormat,
} from './log';
import { loadActionIds } from './action-post';
import { guardApplicationPost } from './application-guard';
import { answerAtTheDoor } from './door';
import { acceptPlainLeadPost } from './lead-post';
import { readPagePost } from './page-post';
import { guardFormPost, RateLimiter } from './form-guard';
import { gracefulStop } from './graceful-stop';
import { startLeads, type Leads } from './leads';
import { createMetrics, startMetricsServer } from './metrics';
import { startPublishFanOut } from './publish-fanout';
import { applyStandaloneConfig } from './standalone-config';
import { WARM_UP_PATHS, warmUp } from './warm-up';
import { ResponseCache } from './response-cache';

/** Storyblok's visual editor, which frames the site and runs the bridge in a preview. */
const STORYBLOK_EDITOR = 'https://app.storyblok.com';

function securityConfig(config: Env): SecurityConfig {
  const previewOn =
    config.STORYBLOK_PREVIEW_TOKEN !== undefined || config.PREVIEW_SECRET !== undefined;
  return {
    https: config.SITE_URL.startsWith('https:'),
    frameAncestors: config.STORYBLOK_PREVIEW_TOKEN ? [STORYBLOK_EDITOR] : [],
    previewOrigins: previewOn ? [new URL(config.STORYBLOK_BRIDGE_URL).origin] : [],
    analytics: config.GTM_ID !== undefined,
    signInOrigins: !config.FIREBASE_API_KEY
      ? []
      : config.FIREBASE_AUTH_EMULATOR_HOST
        ? [`http://${config.FIREBASE_AUTH_EMULATOR_HOST}`]
        : FIREBASE_AUTH_ORIGINS,
  };
}

/** The leads store and its outbox; a bad setting or an unreachable database stops the start. */
async function openLeads(): Promise<Leads> {
  try {
    return await startLeads((line) => console.log(line));
  } catch (error) {
    console.error(`Requests from visitors: ${(error as Error).message}`);
    process.exit(1);
  }
}

function readConfig(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * The production server (`npm start`): Next's request handler for the built site, behind the
 * response cache. Next is told it runs on `localhost` whatever address the server is bound to, so
 * its own rewrites stay internal (see README, "Deployment").
 */
function cacheText(config: Env): string {
  return config.REDIS_URL
    ? `Next's cache in Redis at ${new URL(config.REDIS_URL).host}, shared with every instance`
    : `Next's cache on this instance (disk and memory)`;
}

async function main() {
  // Next reads it when loaded; `next start` sets it the same way.
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const logFormat: LogFormat = logFormatFor(process.env.LOG_FORMAT, process.stdout.isTTY === true);
  installConsole(logFormat);
  const config = readConfig();
  const instanceId = `${hostname()}:${process.pid}`;
  applyStandaloneConfig(process.cwd(), process.env);
  const { default: next } = await import('next');
  const server = createServer();
  const app = next({
    dev: false,
    dir: process.cwd(),
    hostname: 'localhost',
    port: config.PORT,
    httpServer: server,
  });
  await app.prepare();
  const leads = await openLeads();
  const limiter = new RateLimiter(leads.config.LEADS_RATE_PER_MINUTE);
  const cache = new ResponseCache(config.RESPONSE_CACHE_MB * 1024 * 1024);
  (globalThis as Record<symbol, unknown>)[PURGE_RESPONSE_CACHE] = () => cache.expireAll();
  const previewModeId = readPreviewModeId(process.cwd());
  const security = securityConfig(config);
  const always = staticSecurityHeaders(security);
  const fallbackPolicy = contentSecurityPolicy(security);
  const actions = loadActionIds('.next');
  const handle = answerOutages(
    cachingHandler(secureHandler(app.getRequestHandler(), security), cache),
    cache,
  );
  const fanOut = config.REDIS_URL
    ? startPublishFanOut({
        url: config.REDIS_URL,
        instanceId,
        address: () => (server.address() as AddressInfo | null) ?? undefined,
        log: (line) => console.log(line),
      })
    : undefined;
  if (fanOut) (globalThis as Record<symbol, unknown>)[ANNOUNCE_PUBLISH] = fanOut.announce;
  const metrics =
    config.METRICS_PORT === undefined
      ? undefined
      : createMetrics({ cache, redis: !!config.REDIS_URL, stopping: () => shutdown.stopping });
  if (metrics) leads.registerMetrics(metrics.registry);
  const shutdown = gracefulStop(server, {
    drainMs: config.SHUTDOWN_DRAIN_MS,
    onStopping: () => ((globalThis as Record<symbol, unknown>)[SHUTTING_DOWN] = true),
    close: () => Promise.allSettled([app.close(), fanOut?.close(), leads.stop()]),
  });

  const onRequest: RequestListener = (req, res) => {
    const started = performance.now();
    const id = requestIdFor(req.headers[REQUEST_ID_HEADER]);
    res.setHeader(REQUEST_ID_HEADER, id);
    res.on('close', () => {
      const ms = performance.now() - started;
      const level = requestLevel(config.LOG_REQUESTS, res.statusCode, ms, res.writableFinished);
      if (level === undefined) return;
      const fields = accessFields({
        method: req.method,
        url: req.url,
        status: res.statusCode,
        ms,
        completed: res.writableFinished,
      });
      const line = logLine(logFormat, level, ['request'], { ...fields, requestId: id });
      (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
    });
    shutdown.onRequest(req, res);
    metrics?.onRequest(req, res);
    withRequestId(id, () => serve(req, res));
  };

  const serve = (req: Parameters<typeof handle>[0], res: Parameters<typeof handle>[1]) => {
    // Every answer, whoever writes it (Next, the cache, the outage page, an error), has these.
    for (const [name, value] of Object.entries(always)) res.setHeader(name, value);
    res.setHeader('content-security-policy', fallbackPolicy);
    normaliseForwardedFor(req);
    if (answerAtTheDoor(req, res)) return;
    dropForgedDraftCookies(req, previewModeId);
    if (guardFormPost(req, res, limiter) || guardApplicationPost(req, res, limiter)) return;
    const toNext = (request: typeof req) =>
      handle(request, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
    if (req.method !== 'POST' || (req.url ?? '/').startsWith('/api/')) {
      void toNext(req);
      return;
    }
    readPagePost(req, res, actions)
      .then((post) => (post ? acceptPlainLeadPost(post, res) : undefined))
      .then(
        (request) => (request ? toNext(request) : undefined),
        (error: unknown) => {
          // the body could not be read (the client went away): there is no one to answer
          console.warn(`A form post's body was cut short: ${(error as Error).message}`);
          res.destroy();
        },
      );
  };
  // Before the port opens: the load balancer's first requests find the routes' code loaded.
  // First, pages rendered under other start-time settings than this start's render again.
  const refreshToken = randomBytes(24).toString('hex');
  const holder = globalThis as { [START_REFRESH_TOKEN]?: string };
  holder[START_REFRESH_TOKEN] = refreshToken;
  const warmed = await warmUp(onRequest, [
    { path: START_REFRESH_PATH, method: 'POST', headers: { [START_REFRESH_HEADER]: refreshToken } },
    ...WARM_UP_PATHS,
  ]);
  delete holder[START_REFRESH_TOKEN];
  const [refreshed, ...statuses] = warmed.statuses;
  if (refreshed !== 200) console.warn(`Start-time settings not refreshed (status ${refreshed})`);
  console.log(
    `Warmed up ${WARM_UP_PATHS.length} routes in ${warmed.ms} ms (statuses ${statuses.join(', ')})`,
  );
  server.on('request', onRequest);
  server.listen(config.PORT, config.HOSTNAME, () => {
    const bound = config.HOSTNAME ?? 'every interface';
    const responseCache = cache.maxBytes > 0 ? `${config.RESPONSE_CACHE_MB} MB` : 'off';
    console.log(
      `Serving on http://localhost:${config.PORT} (bound to ${bound}); content: ${contentSourceKind(config)}; cache: ${cacheText(config)}; response cache: ${responseCache}; instance ${instanceId}`,
    );
    console.log(`Requests from visitors: ${leads.description}`);
  });

  if (metrics) startMetricsServer(metrics, config.METRICS_PORT!, config.HOSTNAME);

  const stop = (signal: NodeJS.Signals) => shutdown.stop(signal);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
