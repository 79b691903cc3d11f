import { isAbsoluteTarget } from './redirect-rules';

/**
 * Where a 301 sends the browser: the target, with the request's query merged into any query the
 * target has (the request's value wins for a name both carry) and the target's own hash. The
 * request's hash never reaches the server; a Location without one keeps it in the browser.
 */
export function redirectLocation(target: string, requestUrl: URL, keepQuery: boolean): URL {
  const location = isAbsoluteTarget(target)
    ? new URL(target)
    : new URL(sameSitePath(target), requestUrl.origin);
  if (keepQuery) {
    for (const [name, value] of requestUrl.searchParams) location.searchParams.set(name, value);
  }
  return location;
}

/**
 * A path that stays on this site: leading slashes and backslashes collapse to one, so neither
 * `//evil.example` nor `/\evil.example` can become a protocol-relative, off-site address.
 */
export function sameSitePath(path: string): string {
  return path.replace(/^[/\\]+/, '/');
}
