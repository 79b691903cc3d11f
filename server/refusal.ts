import type { IncomingMessage, ServerResponse } from 'node:http';

/** The most of a path a log line repeats: enough to find the request, not a flood's payload. */
const LOGGED_PATH_CHARS = 200;

/**
 * Answers a request the server refuses before Next: the status and a short plain-text reason,
 * never kept by a cache, and one warning line without a stack, since hostile input is expected,
 * not an error (issue 59). The line names the method and the path, not the query, which may hold
 * what a visitor typed.
 */
export function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  reason: string,
  headers: Record<string, string> = {},
): void {
  const path = (req.url ?? '/').split('?')[0]!.slice(0, LOGGED_PATH_CHARS);
  console.warn(`Refused ${req.method} ${path}: ${status} ${reason}`);
  answerPlain(res, status, reason, headers);
}

/** A short plain-text answer that no cache keeps. */
export function answerPlain(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(`${text}\n`);
}
