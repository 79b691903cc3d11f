import type { IncomingMessage, ServerResponse } from 'node:http';
import { APPLICATION_ENDPOINT } from '../src/leads/applications/application-fields';
import { countRefused } from '../src/leads/lead-counters';
import { clientOf, type RateLimiter } from './form-guard';

/**
 * The job application route's first line, before Next (issue 64): its posts count against the
 * client's rate of form posts, as the lead forms' do (429 with Retry-After). Its sizes are the
 * route's to check (`src/blocks/job-application/application-route.ts`), which answers a body too
 * large at once in the visitor's language. Returns true when it answered.
 */
export function guardApplicationPost(
  req: IncomingMessage,
  res: ServerResponse,
  limiter: RateLimiter,
): boolean {
  if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== APPLICATION_ENDPOINT) {
    return false;
  }
  const wait = limiter.take(clientOf(req));
  if (wait === 0) return false;
  countRefused('rate');
  res.writeHead(429, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(wait),
    connection: 'close',
  });
  res.end(JSON.stringify({ status: 'refused', error: 'too many posts: please wait a minute' }));
  // the body is read and dropped, never kept, so its sender hears the answer; for 30 s at most
  const linger = setTimeout(() => req.destroy(), 30_000);
  linger.unref();
  req.once('close', () => clearTimeout(linger));
  req.resume();
  return true;
}
