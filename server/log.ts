import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';

/**
 * The production server's logs: one JSON object per line (for journald, Docker, a log shipper),
 * or plain text on a terminal. Every line written while a request is handled, by the server, by
 * Next or by the site's code through `console`, carries that request's id.
 */
export type LogFormat = 'json' | 'text';

const requestScope = new AsyncLocalStorage<string>();

/** The header a request's id comes in (from nginx) and goes out in, on every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id a client or a load balancer may pass on (nginx's `$request_id` is 32 hex). */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The id for a request: the caller's `X-Request-Id` when it is sane, else a new one. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && ACCEPTED_ID.test(header) ? header : randomUUID();
}

/**
 * Runs `work` outside any request (what it starts, a connection with its events, logs no
 * request's id). Also under a global key, for server/next-cache-handler.mjs.
 */
export function outsideRequests<T>(work: () => T): T {
  return requestScope.exit(work);
}
(globalThis as Record<symbol, unknown>)[Symbol.for('fortarc.outside-requests')] = outsideRequests;

/** Runs `handle` with `id` as the request id of everything it logs. */
export function withRequestId<T>(id: string, handle: () => T): T {
  return requestScope.run(id, handle);
}

type Level = 'info' | 'warn' | 'error';

function errorFields(error: Error): Record<string, unknown> {
  return { error: error.message, errorName: error.name, stack: error.stack };
}

/** One log line in `format`: a message (console's own formatting) and fields. */
export function logLine(
  logFormat: LogFormat,
  level: Level,
  args: unknown[],
  fields: Record<string, unknown> = {},
  now = new Date(),
): string {
  const requestId = requestScope.getStore();
  if (logFormat === 'text') {
    const text = format(...args);
    return requestId && level !== 'info' ? `${text} (request ${requestId})` : text;
  }
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const rest = error ? args.filter((arg) => arg !== error) : args;
  const message = rest.length > 0 ? format(...rest) : (error?.message ?? '');
  return JSON.stringify({
    time: now.toISOString(),
    level,
    msg: message,
    ...(requestId && { requestId }),
    ...fields,
    ...(error && errorFields(error)),
  });
}

/**
 * Routes `console.log/info/warn/error` through `logLine`, so Next's own messages and the site's
 * come out in the same format. Returns what restores the console.
 */
export function installConsole(logFormat: LogFormat): () => void {
  const original = {
    log: console.log,
    info: console.info,
    warn: console.warn,
    error: console.error,
  };
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const err = (line: string) => process.stderr.write(`${line}\n`);
  console.log = (...args: unknown[]) => out(logLine(logFormat, 'info', args));
  console.info = console.log;
  console.warn = (...args: unknown[]) => err(logLine(logFormat, 'warn', args));
  console.error = (...args: unknown[]) => err(logLine(logFormat, 'error', args));
  return () => Object.assign(console, original);
}

/** The format asked for by LOG_FORMAT, else text on a terminal and JSON otherwise. */
export function logFormatFor(setting: string | undefined, stdoutIsTerminal: boolean): LogFormat {
  if (setting === 'json' || setting === 'text') return setting;
  return stdoutIsTerminal ? 'text' : 'json';
}

/** Which requests get a line: every one, or (the default) those that failed or were slow. */
export type RequestLogging = 'all' | 'problems';

/** A request slower than this is a problem worth a line. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Whether a finished request is logged, and at which level: with `problems` (nginx or a CDN
 * keeps the access log), a 5xx, an answer cut short or a slow one.
 */
export function requestLevel(
  logging: RequestLogging,
  status: number,
  ms: number,
  completed: boolean,
): Level | undefined {
  if (status >= 500) return 'error';
  if (!completed || ms >= SLOW_REQUEST_MS) return 'warn';
  return logging === 'all' ? 'info' : undefined;
}

/** A request's line, written when its answer is finished (or the connection is gone). */
export function accessFields(fields: {
  method: string | undefined;
  url: string | undefined;
  status: number;
  ms: number;
  completed: boolean;
}): Record<string, unknown> {
  return {
    method: fields.method,
    path: fields.url,
    status: fields.status,
    ms: Math.round(fields.ms * 10) / 10,
    ...(!fields.completed && { aborted: true }),
  };
}
