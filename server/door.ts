import type { IncomingMessage, ServerResponse } from 'node:http';
import { methodAnswer, PAGE_METHODS } from './allowed-methods';
import { cleanedPath } from './clean-path';
import { queryProblem } from './query-limits';
import { refuse } from './refusal';

/**
 * What the server answers from a request's line alone, before Next (issue 59): a target that is
 * no path (`GET http://host/x`, `*`: 400; `OPTIONS *` is answered), a method the URL does not
 * take (405 with `Allow`; OPTIONS on a page, 204 with it), a query of more parameters than any
 * of the site's (414), and a path that is not the site's one URL for it (301 to that one).
 * Returns true when it answered.
 */
export function answerAtTheDoor(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  const method = req.method ?? 'GET';
  if (!url.startsWith('/')) {
    if (url === '*' && method === 'OPTIONS') {
      res.writeHead(204, { allow: PAGE_METHODS.join(', ') });
      res.end();
    } else {
      refuse(req, res, 400, 'Ask for a path of this site, such as /en.');
    }
    return true;
  }
  const path = url.split('?', 1)[0]!;
  const answer = methodAnswer(method, path);
  if (answer?.status === 204) {
    res.writeHead(204, { allow: answer.allow });
    res.end();
    return true;
  }
  if (answer?.status === 405) {
    refuse(req, res, 405, `${method} is not answered here.`, { allow: answer.allow });
    return true;
  }
  if (answer?.status === 404) {
    refuse(req, res, 404, 'Not found.');
    return true;
  }
  const problem = queryProblem(url);
  if (problem) {
    refuse(req, res, 414, problem);
    return true;
  }
  const cleaned = cleanedPath(url);
  if (cleaned !== undefined) {
    res.writeHead(301, {
      location: cleaned,
      'cache-control': 'public, max-age=3600, s-maxage=86400',
    });
    res.end();
    return true;
  }
  return false;
}
