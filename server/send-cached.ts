import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { acceptedEncodings, etagMatches, type Encoding } from './cache-policy';
import type { CachedResponse } from './response-cache';

/** The body in the best encoding the client accepts that the entry has (or can make at once). */
function pickBody(
  entry: CachedResponse,
  acceptEncoding: string | undefined,
): { encoding: Encoding; body: Buffer } | undefined {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const body = entry.bodies[encoding];
    if (body) return { encoding, body };
    // Clients that take no compression are rare (scripts, probes): unzip for them, keep nothing.
    if (encoding === 'identity' && entry.bodies.gzip) {
      return { encoding, body: gunzipSync(entry.bodies.gzip) };
    }
  }
  return undefined;
}

/**
 * Answers a request from a kept response: 304 when the client holds the same ETag, else the body
 * in its best accepted encoding, with `Age` as a shared cache gives it. False when the entry has no
 * body the client accepts (the caller lets Next answer).
 */
export function sendCached(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedResponse,
  now: number,
): boolean {
  const age = String(Math.max(0, Math.floor((now - entry.storedAt) / 1000)));
  const etag = entry.headers.etag;
  if (entry.status === 200 && etagMatches(req.headers['if-none-match'], String(etag ?? ''))) {
    res.writeHead(304, { ...entry.headers, age, 'x-cache': 'HIT' });
    res.end();
    return true;
  }
  const picked = pickBody(entry, req.headers['accept-encoding']);
  if (!picked) return false;
  const headers = {
    ...entry.headers,
    age,
    'x-cache': 'HIT',
    'content-length': String(picked.body.length),
    ...(picked.encoding === 'identity' ? {} : { 'content-encoding': picked.encoding }),
  };
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : picked.body);
  return true;
}
