/**
 * How long a query may be (issue 59). Next reads a query into an object once per parameter
 * (`getAll` for each name: time that grows with the square of their number), several times per
 * request: a query of 1,000 parameters held the event loop for half a second. The site's own
 * queries are far shorter: filters of every material and process, a comparison, a quote of twelve
 * products, a search term, the visual editor's link; the finder's 2,000-character value, which
 * the spec wants ignored with a note, fits too.
 */
export const MAX_QUERY_LENGTH = 4096;
export const MAX_QUERY_PARAMETERS = 64;

/** Why the query of `url` is refused (a short sentence for the visitor), or undefined. */
export function queryProblem(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return undefined;
  if (url.length - queryAt - 1 > MAX_QUERY_LENGTH) {
    return `The address's query is longer than ${MAX_QUERY_LENGTH} characters.`;
  }
  let parameters = 1;
  for (let at = url.indexOf('&', queryAt); at !== -1; at = url.indexOf('&', at + 1)) {
    parameters += 1;
  }
  return parameters > MAX_QUERY_PARAMETERS
    ? `The address's query has more than ${MAX_QUERY_PARAMETERS} parameters.`
    : undefined;
}
