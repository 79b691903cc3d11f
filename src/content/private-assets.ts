import { ContentError } from './errors';
import type { ContentSource, SignedAsset } from './source';
import type { PrivateFile } from './types';

/**
 * Opening a private asset (a partner document's file) through whichever adapter is in use. The
 * embedded store reads its own `private-assets/` folder; any other source is asked for a signed
 * URL (`cdn/assets/me`, with the space's asset token), whose answer is streamed through.
 */

/** The embedded store: it opens its private files itself, without a signed URL. */
interface OpensPrivateFiles {
  openPrivateAsset(filename: string): Promise<PrivateFile | undefined>;
}

/** Asked by what it can do, not its class: another bundle may have opened the source. */
function opensPrivateFiles(source: ContentSource): source is ContentSource & OpensPrivateFiles {
  return typeof (source as Partial<OpensPrivateFiles>).openPrivateAsset === 'function';
}

/** How long the signed URL may take to answer before its body starts; the body has no limit. */
const ANSWER_TIMEOUT_MS = 10_000;

/** The file name at the end of an asset URL, for `Content-Disposition`. */
function nameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last) || 'download';
  } catch {
    return last || 'download';
  }
}

async function fetchSigned(asset: SignedAsset, filename: string): Promise<PrivateFile> {
  const url = new URL(asset.signed_url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ContentError(502, `The signed URL of ${filename} is not a web address`);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ANSWER_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { signal: controller.signal, redirect: 'follow' });
  } catch (error) {
    throw new ContentError(502, `The signed URL of ${filename} could not be read: ${error}`);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new ContentError(502, `The signed URL of ${filename} answered ${response.status}`);
  }
  const length = Number(response.headers.get('content-length') ?? asset.content_length);
  return {
    body: response.body,
    contentType:
      asset.content_type || response.headers.get('content-type') || 'application/octet-stream',
    ...(Number.isFinite(length) && length >= 0 && { size: length }),
    name: nameOf(asset.filename || filename),
  };
}

/**
 * The private asset `filename` of `source`, opened; undefined when there is no such private asset
 * (unknown, refused as a path, or not private), or when no asset token is configured for a
 * source that needs one (logged with what to set). A refused token or an unreadable signed URL
 * throws a ContentError.
 */
export async function openPrivateFile(
  source: ContentSource,
  filename: string,
  token: string | undefined,
): Promise<PrivateFile | undefined> {
  if (opensPrivateFiles(source)) return source.openPrivateAsset(filename);
  if (!token) {
    console.error(
      `Cannot open the private asset ${filename}: set STORYBLOK_ASSET_TOKEN to an asset token ` +
        'of the Storyblok space (Settings > Asset tokens).',
    );
    return undefined;
  }
  let asset: SignedAsset;
  try {
    ({ asset } = await source.getSignedUrl({ token, filename }));
  } catch (error) {
    if (error instanceof ContentError && (error.status === 404 || error.status === 400)) {
      return undefined;
    }
    throw error;
  }
  if (!asset.is_private) {
    console.error(
      `${filename} is not a private asset: mark it private in Storyblok's asset library, or its ` +
        'document public. It is not served as a partner file.',
    );
    return undefined;
  }
  return fetchSigned(asset, filename);
}
