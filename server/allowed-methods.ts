/**
 * Which methods each URL answers (issue 59). Next answers any method it can make a web `Request`
 * of, and a page with the page itself: PUT, DELETE or PROPFIND on a page was a 200, and TRACE
 * (which undici refuses to make a `Request` of) a 500 with a stack in the log. The server answers
 * a method a URL does not take with 405 and `Allow`, before Next.
 */

/** The methods Next's route handlers are written for; any other never reaches Next. */
const STANDARD_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
]);

/** A page: read, and posted to by the forms (their server action posts to the page's own URL). */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;
/** A file: the build's assets, the public folder, feeds, calendars, datasheets, the sitemap. */
export const FILE_METHODS = ['GET', 'HEAD'] as const;

/** Where Next and the public folder serve files (the proxy's matcher leaves them alone too). */
const FILE_PREFIXES = ['/_next/', '/_build/', '/assets/'];
/** A last segment with an extension (`.rss`, `.ics`, `.pdf`, `.xml`, `.svg`): no page has one. */
const FILE_NAME = /\.[A-Za-z0-9]{1,8}$/;

/**
 * The API's routes (`src/app/api/<route>/route.ts`, a `[segment]` for a dynamic one) and the
 * methods each exports; Next adds HEAD to a GET and answers OPTIONS for each. Kept in step with the
 * route files by allowed-methods.test.ts.
 */
export const API_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/api/__session': ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  '/api/compare': ['GET'],
  '/api/consent': ['GET'],
  '/api/draft': ['GET'],
  '/api/draft/exit': ['GET'],
  '/api/draft/story': ['POST', 'DELETE'],
  '/api/health': ['GET'],
  '/api/jobs/apply': ['POST'],
  '/api/leads/challenge': ['GET'],
  '/api/leads/opened': ['GET'],
  '/api/leads/pow-worker': ['GET'],
  '/api/leads/token': ['GET'],
  '/api/partner-files/[id]/[name]': ['GET'],
  // the others answer themselves: 404 while the webhook is off, else 405 with `Allow: POST`
  '/api/revalidate': ['POST', 'GET', 'PUT', 'PATCH', 'DELETE'],
  '/api/search': ['GET'],
  '/api/start-refresh': ['POST'],
};

const API_MATCHERS = Object.entries(API_ROUTES).map(([route, exported]) => {
  const pattern = route
    .split('/')
    .map((segment) => (/^\[[^\]]+\]$/.test(segment) ? '[^/]+' : segment))
    .join('/');
  const methods = new Set([...exported, 'OPTIONS']);
  if (methods.has('GET')) methods.add('HEAD');
  return { match: new RegExp(`^${pattern}$`), methods: [...methods] };
});

/** The methods the URL at `path` answers, or undefined for a path under `/api/` that is no route. */
export function allowedMethods(path: string): readonly string[] | undefined {
  if (path.startsWith('/api/')) return API_MATCHERS.find(({ match }) => match.test(path))?.methods;
  if (FILE_PREFIXES.some((prefix) => path.startsWith(prefix))) return FILE_METHODS;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return FILE_NAME.test(last) ? FILE_METHODS : PAGE_METHODS;
}

/** What the server answers itself for a method, before Next; undefined when Next answers. */
export type MethodAnswer =
  { status: 405; allow: string } | { status: 204; allow: string } | { status: 404 };

export function methodAnswer(method: string, path: string): MethodAnswer | undefined {
  const allowed = allowedMethods(path);
  if (allowed === undefined) {
    // no API route here: Next answers a method it knows with its 404, the server any other
    return STANDARD_METHODS.has(method) ? undefined : { status: 404 };
  }
  const allow = allowed.join(', ');
  if (allowed.includes(method)) return undefined;
  // a page or a file says what it takes; an API route answers OPTIONS itself
  if (method === 'OPTIONS' && !path.startsWith('/api/')) return { status: 204, allow };
  return { status: 405, allow };
}
