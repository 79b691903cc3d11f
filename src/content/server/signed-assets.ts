import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { ContentError } from '../errors';
import { PRIVATE_ASSET_PREFIX, privateAssetName } from '../local/private-assets';
import type { ContentSource } from '../source';
import type { PrivateFile } from '../types';
import type { Reply } from './routes';

/**
 * Private assets on the content server, as Storyblok serves them: `GET /v2/cdn/assets/me` answers
 * an asset token with a signed URL, and the file is served at that URL only, while it has not
 * expired (`/private-assets/<file>?expires=<unix seconds>&signature=<HMAC-SHA256>`). The key is
 * the server's own, new at each start; nothing else serves these files.
 */

export const ASSETS_ME_PATH = '/v2/cdn/assets/me';

export interface AssetSigner {
  /** The signed path and query of a private file, valid for the signer's lifetime from `now`. */
  sign(name: string, now?: number): string;
  /** The file name a signed URL opens, or undefined when it is unsigned, altered or expired. */
  verify(url: URL, now?: number): string | undefined;
}

export interface AssetSignerOptions {
  /** The HMAC key; a new random one by default. */
  key?: Buffer;
  /** How long a signed URL opens its file, in seconds (default 300). */
  lifetimeSeconds?: number;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares two strings in constant time (through their digests, so lengths do not show). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export function createAssetSigner(options: AssetSignerOptions = {}): AssetSigner {
  const key = options.key ?? randomBytes(32);
  const lifetime = options.lifetimeSeconds ?? 300;
  const signature = (name: string, expires: string) =>
    createHmac('sha256', key).update(`${name}\n${expires}`).digest('hex');
  return {
    sign(name, now = Date.now()) {
      const expires = String(Math.floor(now / 1000) + lifetime);
      const query = new URLSearchParams({ expires, signature: signature(name, expires) });
      return `${PRIVATE_ASSET_PREFIX}${name}?${query}`;
    },
    verify(url, now = Date.now()) {
      const name = privateAssetName(url.pathname);
      const expires = url.searchParams.get('expires') ?? '';
      const given = url.searchParams.get('signature') ?? '';
      if (!name || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(given)) return undefined;
      if (Number(expires) * 1000 < now) return undefined;
      const expected = Buffer.from(signature(name, expires), 'hex');
      return timingSafeEqual(Buffer.from(given, 'hex'), expected) ? name : undefined;
    },
  };
}

const unauthorized = (): Reply => ({
  status: 401,
  body: { error: 'Unauthorized: the token is not an asset token of this space' },
});

/**
 * `GET /v2/cdn/assets/me?token=&filename=`: 401 unless `token` is the configured asset token
 * (none configured: every token is refused), 400 without a filename, 404 for a file the store does
 * not keep as private, else the asset with a signed URL on this server.
 */
export async function assetsMe(
  source: ContentSource,
  assetToken: string | undefined,
  signer: AssetSigner,
  url: URL,
  origin: string,
): Promise<Reply> {
  const token = url.searchParams.get('token') ?? '';
  if (!assetToken || !token || !sameSecret(token, assetToken)) return unauthorized();
  const filename = url.searchParams.get('filename') ?? '';
  if (filename === '') throw new ContentError(400, 'filename is required: the URL of the asset');
  const { asset } = await source.getSignedUrl({ token, filename });
  const name = privateAssetName(asset.filename);
  if (!name) throw new ContentError(404, `Private asset not found: ${filename}`);
  return {
    status: 200,
    body: { asset: { ...asset, signed_url: `${origin}${signer.sign(name)}` } },
  };
}

interface OpensPrivateFiles {
  openPrivateAsset(filename: string): Promise<PrivateFile | undefined>;
}

const opensPrivateFiles = (source: ContentSource): source is ContentSource & OpensPrivateFiles =>
  typeof (source as Partial<OpensPrivateFiles>).openPrivateAsset === 'function';

function refuse(response: ServerResponse, status: number, error: string): number {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ error }));
  return status;
}

/** Serves a signed URL's file (GET and HEAD); anything unsigned or expired is a 403. Returns the status. */
export async function servePrivateAsset(
  source: ContentSource,
  signer: AssetSigner,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<number> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return refuse(response, 405, `${request.method} is not answered here`);
  }
  const url = new URL(request.url ?? '/', 'http://content-server');
  const name = signer.verify(url);
  if (!name) return refuse(response, 403, 'Forbidden: the URL is not signed, or it has expired');
  const file = opensPrivateFiles(source)
    ? await source.openPrivateAsset(`${PRIVATE_ASSET_PREFIX}${name}`)
    : undefined;
  if (!file) return refuse(response, 404, `Private asset not found: ${name}`);
  response.writeHead(200, {
    'content-type': file.contentType,
    ...(file.size !== undefined && { 'content-length': String(file.size) }),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  if (request.method === 'HEAD') {
    await file.body.cancel();
    response.end();
    return 200;
  }
  // The DOM's and Node's web stream types differ in declaration only.
  const body = Readable.fromWeb(file.body as Parameters<typeof Readable.fromWeb>[0]);
  await new Promise<void>((resolve) => {
    body.on('error', () => {
      response.destroy();
      resolve();
    });
    response.on('close', resolve);
    body.pipe(response);
  });
  return 200;
}
