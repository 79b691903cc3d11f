import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { DRAFT_MODE_COOKIE } from './cache-protocol';
import { adoptHeaders, type WriteHeadArgs } from './capture';
import type { RequestHandler } from './caching-handler';
import { contentSecurityPolicy, pageNeeds, type SecurityConfig } from './security-headers';
import { removeInternalHeaders, visitorCacheHeaders } from './visitor-headers';

function decoded(body: Buffer, encoding: unknown): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
}

/**
 * Next's answers as visitors get them: without Next's internal headers, with the Cache-Control a
 * CDN should honour, and with the Content-Security-Policy of what they are. An HTML page is held
 * until it is whole, because its policy lists the hashes of its inline scripts and headers go
 * first; it is read to find them and sent byte for byte as Next wrote it (the server never changes
 * a page's markup). The response cache outside keeps the answer, so a kept page is not read again.
 */
export function secureHandler(next: RequestHandler, config: SecurityConfig): RequestHandler {
  return async (req: IncomingMessage, res: ServerResponse) => {
    // a draft preview page may load the editor's bridge
    const preview = (req.headers.cookie ?? '').includes(`${DRAFT_MODE_COOKIE}=`);
    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;
    let held: { status: number; chunks: Buffer[] } | undefined;
    let headed = false;
    // A write without writeHead sends the headers implicitly; they must pass here first.
    const head = () => {
      if (!headed && !res.headersSent) res.writeHead(res.statusCode);
    };

    res.writeHead = function (this: ServerResponse, status: number, ...args: WriteHeadArgs) {
      headed = true;
      adoptHeaders(res, args);
      // While a page is held, Node still thinks no header went out, and every write asks again.
      if (held) return res;
      removeInternalHeaders(res);
      for (const [name, value] of Object.entries(visitorCacheHeaders(status, res.getHeaders()))) {
        if (value !== undefined) res.setHeader(name, value);
      }
      const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
      if (html && req.method !== 'HEAD' && status !== 304) {
        held = { status, chunks: [] };
        return res;
      }
      res.setHeader('content-security-policy', contentSecurityPolicy(config, undefined, preview));
      return writeHead.call(this, status);
    } as ServerResponse['writeHead'];

    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      head();
      if (!held) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      const buffer = toBuffer(chunk, rest[0]);
      if (buffer) held.chunks.push(buffer);
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    } as ServerResponse['write'];

    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      head();
      if (!held) return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      const buffer = toBuffer(chunk, rest[0]);
      if (buffer) held.chunks.push(buffer);
      const body = Buffer.concat(held.chunks);
      const { status } = held;
      held = undefined;
      let needs;
      try {
        needs = pageNeeds(decoded(body, res.getHeader('content-encoding')));
      } catch {
        needs = undefined; // an undecodable body runs no inline script
      }
      res.setHeader('content-security-policy', contentSecurityPolicy(config, needs, preview));
      res.setHeader('content-length', body.length);
      writeHead.call(this, status);
      const callback = [chunk, ...rest].find((arg) => typeof arg === 'function');
      return (end as (...args: unknown[]) => ServerResponse).call(this, body, callback);
    } as ServerResponse['end'];

    await next(req, res);
  };
}
