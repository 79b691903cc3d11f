/**
 * How the site tells the production server (server/) that the content service failed: the
 * Storyblok adapter records when it last could not get an answer (unreachable, 5xx, 429 after its
 * retries) under this global key, and the server answers a 5xx of a request that was under way
 * at that moment with its translated 503 page instead of the error page.
 */
const CONTENT_UNAVAILABLE_AT = Symbol.for('fortarc.content-unavailable-at');
/** How many such failures there were since the process started (the metrics read it). */
const CONTENT_FAILURES = Symbol.for('fortarc.content-failures');

const slot = globalThis as { [CONTENT_UNAVAILABLE_AT]?: number; [CONTENT_FAILURES]?: number };

/** Whether a content error's status means the service is down rather than the request wrong. */
export function isOutageStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

export function markContentUnavailable(at = Date.now()): void {
  slot[CONTENT_UNAVAILABLE_AT] = at;
  slot[CONTENT_FAILURES] = (slot[CONTENT_FAILURES] ?? 0) + 1;
}

export function contentFailures(): number {
  return slot[CONTENT_FAILURES] ?? 0;
}

/** Whether the content service failed at or after `time` (a `Date.now()`). */
export function contentUnavailableSince(time: number): boolean {
  const at = slot[CONTENT_UNAVAILABLE_AT];
  return at !== undefined && at >= time;
}
