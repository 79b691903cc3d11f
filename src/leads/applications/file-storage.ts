/**
 * Where the files of job applications are kept (architecture rule 12): a folder on disk by
 * default, a Cloud Storage bucket when one is configured. Never a public path: the site serves
 * neither, and an object's key is made of two random ids, never of what a visitor named a file.
 */
export interface FileStorage {
  readonly kind: 'folder' | 'bucket';
  /** For the start line: the folder's path or the bucket's name. */
  readonly description: string;
  /**
   * Writes `data` at `key`, then reads back the checksum the storage reports (the bucket's MD5 or
   * CRC32C, the folder's SHA-256 of the file as written) and compares it with `data`'s; on a
   * mismatch the object is removed and a StorageError `invalid-checksum` thrown.
   */
  put(key: string, data: Buffer, mediaType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Removes the object; one already gone is fine. */
  remove(key: string): Promise<void>;
  /** Every object under `prefix` and when it was written (the retention's sweep of strays). */
  list(prefix: string): Promise<{ key: string; writtenAt: Date }[]>;
}

/** The storage service's error codes (the specification's section 8), logged by code. */
export const STORAGE_ERROR_CODES = [
  'unknown',
  'object-not-found',
  'bucket-not-found',
  'project-not-found',
  'quota-exceeded',
  'unauthenticated',
  'unauthorized',
  'unauthorized-app',
  'retry-limit-exceeded',
  'invalid-checksum',
  'canceled',
  'invalid-url',
  'invalid-default-bucket',
  'invalid-argument',
  'app-deleted',
  'invalid-root-operation',
] as const;
export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[number];

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`storage/${code}`, options);
    this.name = 'StorageError';
  }
}

/**
 * Whether `error` is a StorageError, by its shape: the storage is shared on `globalThis` by the
 * production server's module graph and Next's bundle, each with a StorageError class of its own,
 * so `instanceof` answers for one graph's only.
 */
export function isStorageError(error: unknown): error is StorageError {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'StorageError' && (STORAGE_ERROR_CODES as readonly unknown[]).includes(code);
}

/** The code of any error a storage operation threw. */
export function storageCode(error: unknown): StorageErrorCode {
  return isStorageError(error) ? error.code : 'unknown';
}

/** Every application's files are under this prefix, one folder per application. */
export const APPLICATIONS_PREFIX = 'applications/';

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^applications/(${ID})/(${ID})$`);
/** A key, or the temporary name a folder writes it under first (left behind by a crash). */
const LISTED_KEY = new RegExp(`^applications/(${ID})/(${ID})(\\.[0-9a-f]{12}\\.part)?$`);

/** The key of one file of one application: two random ids, nothing a visitor typed. */
export function fileKey(applicationId: string, fileId: string): string {
  const key = `${APPLICATIONS_PREFIX}${applicationId}/${fileId}`;
  if (!KEY.test(key)) throw new StorageError('invalid-argument');
  return key;
}

/** The application a listed key belongs to, or undefined for a key that is not one of ours. */
export function applicationOfKey(key: string): string | undefined {
  return LISTED_KEY.exec(key)?.[1];
}

/**
 * Throws unless `key` is one `fileKey` makes (or, `listed`, one `list` may return): no other
 * path reaches a storage.
 */
export function assertFileKey(key: string, listed = false): void {
  if (!(listed ? LISTED_KEY : KEY).test(key)) throw new StorageError('invalid-argument');
}
