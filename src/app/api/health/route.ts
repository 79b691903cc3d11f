import { contentSource } from '@/content';
import { contentUnavailableSince } from '../../../../server/outage-protocol';
import {
  SHARED_CACHE_STATE,
  SHUTTING_DOWN,
  type SharedCacheState,
} from '../../../../server/cache-protocol';
import { leadStore } from '@/leads/store-instance';
import { jsonAnswer } from '../_http/json-answer';

export const dynamic = 'force-dynamic';

/** A readiness check waits this long for the content service before saying it is not ready. */
const READY_TIMEOUT_MS = 3000;
/** A failure of the content service this recent means not ready, whatever a cached read says. */
const RECENT_FAILURE_MS = 10_000;

async function contentReady(): Promise<string | undefined> {
  const check = (async () => {
    const source = await contentSource();
    await source.getStories({ per_page: 1 });
  })();
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    ).unref(),
  );
  try {
    await Promise.race([check, timeout]);
    if (contentUnavailableSince(Date.now() - RECENT_FAILURE_MS)) {
      return `the content service failed in the last ${RECENT_FAILURE_MS / 1000} s`;
    }
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The shared cache as this instance sees it. Redis being away does not make an instance unready:
 * it serves from its own memory meanwhile (server/next-cache-handler.mjs), and taking every
 * instance out of the load balancer would turn a degraded cache into an outage.
 */
function cacheState(): string {
  const state = (globalThis as { [SHARED_CACHE_STATE]?: SharedCacheState })[SHARED_CACHE_STATE];
  if (!state) return process.env.REDIS_URL ? 'redis: not used yet' : 'this instance';
  const since = new Date(state.since).toISOString();
  return state.ready
    ? `redis: connected since ${since}`
    : `redis: unreachable since ${since} (${state.reason ?? 'connecting'}); serving from memory`;
}

/**
 * The leads store as this instance sees it. Reported, not a reason to be unready: the pages do
 * not need it, and a form that cannot store says so to the visitor, with the phone and e-mail.
 */
async function leadsState(): Promise<string> {
  try {
    const store = await leadStore();
    await Promise.race([
      store.ping(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('no answer in 3 s')), 3000).unref(),
      ),
    ]);
    return `${store.dialect}: ok`;
  } catch (error) {
    return `unreachable (${(error as Error).message.split('\n')[0]})`;
  }
}

/**
 * For a load balancer or an orchestrator: `GET /api/health` answers 200 while the process serves
 * (liveness); `?ready=1` also asks the content source for one story, and answers 503 with the
 * reason when it cannot, so no new traffic is sent to an instance that could only answer from
 * what it kept; it also answers 503 once the instance is stopping, and reports the shared cache.
 */
export async function GET(request: Request) {
  if (new URL(request.url).searchParams.get('ready') !== '1') {
    return jsonAnswer(200, { status: 'ok' });
  }
  if ((globalThis as { [SHUTTING_DOWN]?: boolean })[SHUTTING_DOWN]) {
    return jsonAnswer(503, { status: 'stopping' });
  }
  const [content, leads] = await Promise.all([contentReady(), leadsState()]);
  const cache = cacheState();
  return content === undefined
    ? jsonAnswer(200, { status: 'ready', content: 'ok', cache, leads })
    : jsonAnswer(503, { status: 'not ready', content, cache, leads }, { 'Retry-After': '5' });
}
