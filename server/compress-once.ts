import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import type { CachedResponse, ResponseCache } from './response-cache';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);

/** Entries kept at least this long are worth brotli's slowest, smallest setting. */
const LONG_LIVED_MS = 60 * 60 * 1000;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

function compressible(entry: CachedResponse): boolean {
  return COMPRESSIBLE.test(String(entry.headers['content-type'] ?? ''));
}

async function identityOf(entry: CachedResponse): Promise<Buffer | undefined> {
  const { identity, gzip: gzipped, br } = entry.bodies;
  if (identity) return identity;
  if (gzipped) return gunzipAsync(gzipped);
  return br ? unbrotliAsync(br) : undefined;
}

/**
 * Makes the gzip and brotli bodies of a kept answer once, off the main thread, so no later request
 * compresses anything; then drops the identity body (clients that want it get gzip unzipped).
 */
export async function compressOnce(
  cache: ResponseCache,
  key: string,
  entry: CachedResponse,
): Promise<void> {
  if (!compressible(entry)) return;
  const identity = await identityOf(entry);
  if (!identity || identity.length === 0) return;
  if (!entry.bodies.gzip) {
    cache.addBody(key, entry, 'gzip', await gzipAsync(identity, { level: 9 }));
  }
  if (!entry.bodies.br) {
    const longLived = entry.expiresAt - entry.storedAt >= LONG_LIVED_MS;
    const br = await brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: longLived ? 11 : 7,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
    cache.addBody(key, entry, 'br', br);
  }
  cache.dropBody(key, entry, 'identity');
}
