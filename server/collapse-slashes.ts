/**
 * The path with each run of slashes made one (`/prodotti//pioneer` -> `/prodotti/pioneer`), its
 * query kept, or undefined when there is nothing to collapse. Next would answer such a path with
 * its own 308 before the proxy sees it; the spec wants every redirect to be a 301.
 */
export function collapsedSlashes(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!path.includes('//')) return undefined;
  return path.replace(/\/{2,}/g, '/') + (queryAt === -1 ? '' : url.slice(queryAt));
}
