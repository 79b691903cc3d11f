import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { PrivateFile } from '../types';

/**
 * The embedded store's private assets: files in `<store>/private-assets/`, which a story's asset
 * field names `/private-assets/<file>`. They are never under `public/`, so nothing serves them
 * except through the gateway (`openPrivateAsset`) or a signed URL of the content server.
 */

/** How a story names a private file. */
export const PRIVATE_ASSET_PREFIX = '/private-assets/';
/** Where the store keeps them, under its root. */
export const PRIVATE_ASSET_DIR = 'private-assets';

/**
 * One file name of letters, digits, `.`, `_` and `-`: no folder, no `..`, nothing encoded (`%`),
 * no drive or scheme (`:`), no backslash.
 */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The file name of a private asset's URL, or undefined when it is not one or is not safe. */
export function privateAssetName(filename: string): string | undefined {
  if (!filename.startsWith(PRIVATE_ASSET_PREFIX)) return undefined;
  const name = filename.slice(PRIVATE_ASSET_PREFIX.length);
  return SAFE_NAME.test(name) && !name.includes('..') ? name : undefined;
}

export interface PrivateAssetFacts {
  /** The file's real path. */
  path: string;
  name: string;
  size: number;
  contentType: string;
  modified: Date;
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'EINVAL']);

/**
 * The private asset `filename` of the store at `root`: a regular file directly in its
 * private-assets folder (a link leading anywhere else is refused), or undefined.
 */
export async function findPrivateAsset(
  root: string,
  filename: string,
): Promise<PrivateAssetFacts | undefined> {
  const name = privateAssetName(filename);
  if (!name) return undefined;
  const dir = path.resolve(root, PRIVATE_ASSET_DIR);
  try {
    const [realDir, realFile] = await Promise.all([realpath(dir), realpath(path.join(dir, name))]);
    if (path.dirname(realFile) !== realDir) return undefined;
    const facts = await stat(realFile);
    if (!facts.isFile()) return undefined;
    return {
      path: realFile,
      name,
      size: facts.size,
      contentType: contentTypeOf(name),
      modified: facts.mtime,
    };
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

/** The file's bytes as a web stream, read as they are consumed. */
export function streamFile(file: string): ReadableStream<Uint8Array> {
  // Node's web stream type and the DOM's are the same object with different declarations.
  return Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
}

/** The private asset opened, or undefined when the store has no such file. */
export async function openPrivateFile(
  root: string,
  filename: string,
): Promise<PrivateFile | undefined> {
  const found = await findPrivateAsset(root, filename);
  if (!found) return undefined;
  return {
    body: streamFile(found.path),
    contentType: found.contentType,
    size: found.size,
    name: found.name,
  };
}
