/** What of a Resource Timing entry tells whether a navigation's page request failed. */
export interface RequestEntry {
  name: string;
  initiatorType: string;
  /** HTTP status (Chromium, Firefox); 0 when unknown or the request failed. */
  responseStatus?: number;
}

/**
 * Whether `entry` is the router's request for the page at `path` (a fetch carrying the `_rsc`
 * cache-busting query) and its answer was an error. Next's router then loads that page as a
 * document, and until it arrives the bar shows the error variant. A status of 0 tells nothing (an
 * opaque or unreported answer), so it is not taken for a failure.
 */
export function isFailedPageRequest(entry: RequestEntry, path: string, origin: string): boolean {
  if (entry.initiatorType !== 'fetch' || !entry.responseStatus || entry.responseStatus < 400) {
    return false;
  }
  let url: URL;
  try {
    url = new URL(entry.name);
  } catch {
    return false;
  }
  return url.origin === origin && url.searchParams.has('_rsc') && url.pathname === path;
}
