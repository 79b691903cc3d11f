/**
 * How many parameters a query may have (issue 59). Next reads a query into an object with a
 * `getAll` per name, time that grows with the square of their number, several times per request:
 * 1,000 parameters held the event loop for half a second. The site's own queries have a few:
 * filters, a comparison, a quote's products, a search term, the visual editor's link. A query's
 * length is Node's to bound (16 kB of headers, else 431); with the parameters bounded, a 14 kB
 * value holds the event loop no longer than a filtered list's render.
 */
export const MAX_QUERY_PARAMETERS = 64;

/** Why the query of `url` is refused (a short sentence for the visitor), or undefined. */
export function queryProblem(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return undefined;
  let parameters = 1;
  for (let at = url.indexOf('&', queryAt); at !== -1; at = url.indexOf('&', at + 1)) {
    parameters += 1;
    if (parameters > MAX_QUERY_PARAMETERS) {
      return `The address's query has more than ${MAX_QUERY_PARAMETERS} parameters.`;
    }
  }
  return undefined;
}
