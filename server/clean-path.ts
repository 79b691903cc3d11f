/** A dot segment as a path may write it: `.` or `..`, any dot also as `%2e` or `%2E`. */
const DOT_SEGMENT = /^(?:\.|%2e)(?:\.|%2e)?$/i;

/**
 * The path of a request as the site's one URL for it, its query kept as it is, or undefined when
 * the path already is one. Backslashes are read as slashes (as browsers read them), each run of
 * slashes is made one, and dot segments (`/a/./b`, `/a/../b`, `/%2e%2e/a`) are resolved as a
 * browser resolves them (RFC 3986, 5.2.4); a trailing slash goes with them (one 301, not two). Next
 * would answer a backslash or doubled slash with a 308 of its own and serve a dot segment's page
 * at the odd URL; the spec wants every redirect to be a 301, and one URL per page. The result
 * always starts with exactly one slash, so it never names another host.
 */
export function cleanedPath(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!/\/\/|\\|\/(?:\.|%2e)/i.test(path)) return undefined;
  const segments = path.replace(/\\/g, '/').split('/').slice(1);
  const kept: string[] = [];
  for (const segment of segments) {
    if (!DOT_SEGMENT.test(segment)) {
      if (segment !== '') kept.push(segment);
    } else if (segment.replace(/%2e/gi, '.') === '..') {
      kept.pop();
    }
  }
  const cleaned = `/${kept.join('/')}`;
  if (cleaned === path) return undefined;
  return cleaned + (queryAt === -1 ? '' : url.slice(queryAt));
}
