import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { storableSeconds, type Encoding } from './cache-policy';
import { SERVER_CACHE_TTL_HEADER } from './cache-protocol';
import { REQUEST_ID_HEADER } from './log';

/** What Next sent, as the cache keeps it. */
export interface CapturedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  encoding: Encoding;
  body: Buffer;
  seconds: number;
}

/** Bodies above this are passed through and not kept (no page comes near it). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Headers that belong to one connection, one encoding or one request, never to a kept answer:
 * each answer from the cache carries its own request's id, not the first visitor's.
 */
const PER_RESPONSE_HEADERS = [
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-cache',
  REQUEST_ID_HEADER,
  SERVER_CACHE_TTL_HEADER,
];

export type WriteHeadArgs = [statusMessage?: unknown, headers?: unknown];

/** Headers given to writeHead become ordinary headers, so getHeaders() sees them all. */
export function adoptHeaders(res: ServerResponse, args: WriteHeadArgs): string | undefined {
  let statusMessage: string | undefined;
  for (const arg of args) {
    if (typeof arg === 'string') statusMessage = arg;
    else if (Array.isArray(arg)) {
      for (let i = 0; i + 1 < arg.length; i += 2) res.setHeader(String(arg[i]), arg[i + 1]);
    } else if (arg && typeof arg === 'object') {
      for (const [name, value] of Object.entries(arg)) {
        if (value !== undefined) res.setHeader(name, value as string | string[] | number);
      }
    }
  }
  return statusMessage;
}

function encodingOf(value: unknown): Encoding | undefined {
  if (value === undefined || value === 'identity') return 'identity';
  return value === 'gzip' || value === 'br' ? value : undefined;
}

/**
 * Lets the answer to `res` pass as Next writes it and, when `keep` is true, tees it: resolves with
 * the answer once it has been sent whole, or undefined when it may not be kept or did not finish.
 * Whatever happens, the proxy's internal header never leaves the server.
 */
export function captureResponse(
  res: ServerResponse,
  keep: boolean,
): Promise<CapturedResponse | undefined> {
  return new Promise((resolve) => {
    let captured: Omit<CapturedResponse, 'body'> | undefined;
    let headed = false;
    let chunks: Buffer[] = [];
    let size = 0;

    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, status: number, ...args: WriteHeadArgs) {
      headed = true;
      const statusMessage = adoptHeaders(res, args);
      const headers = res.getHeaders();
      res.removeHeader(SERVER_CACHE_TTL_HEADER);
      const seconds = keep ? storableSeconds(status, headers) : undefined;
      const encoding = encodingOf(headers['content-encoding']);
      if (seconds !== undefined && encoding !== undefined) {
        res.setHeader('x-cache', 'MISS');
        const kept = { ...headers };
        for (const name of PER_RESPONSE_HEADERS) delete kept[name];
        captured = { status, headers: kept, encoding, seconds };
      }
      return statusMessage === undefined
        ? writeHead.call(this, status)
        : (writeHead as (status: number, message: string) => ServerResponse).call(
            this,
            status,
            statusMessage,
          );
    } as ServerResponse['writeHead'];

    if (!keep) {
      resolve(undefined);
      return;
    }

    // Chunks are taken from the first write on: Node sends the headers inside that write.
    let tooLarge = false;
    const take = (chunk: unknown, encoding: unknown) => {
      if (headed && !captured) chunks = [];
      if (tooLarge || (headed && !captured)) return;
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.isBuffer(chunk)
            ? chunk
            : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      tooLarge = size > MAX_BODY_BYTES;
      chunks.push(buffer);
    };
    const write = res.write;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      take(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    const end = res.end;
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      take(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];

    res.once('finish', () =>
      resolve(
        captured && !tooLarge ? { ...captured, body: Buffer.concat(chunks, size) } : undefined,
      ),
    );
    res.once('close', () => resolve(undefined));
  });
}
