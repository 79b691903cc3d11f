import { createHash } from 'node:crypto';
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { crc32c } from './crc32c';
import {
  APPLICATIONS_PREFIX,
  assertFileKey,
  isStorageError,
  StorageError,
  type FileStorage,
  type StorageErrorCode,
} from './file-storage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

const APP_NAME = 'fortarc-jobs';

/** Node's and the HTTP client's codes of a server that could not be reached or did not answer. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** A Cloud Storage client error as the storage service's code. */
export function bucketErrorCode(error: unknown): StorageErrorCode {
  if (isStorageError(error)) return error.code;
  const { code, name, message, cause, errors } = (error ?? {}) as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
    /** An AggregateError's (each address tried of a host). */
    errors?: unknown;
  };
  const text = typeof message === 'string' ? message : '';
  if (name === 'AbortError' || code === 'ABORT_ERR') return 'canceled';
  if (typeof code === 'string' && UNREACHABLE.has(code)) return 'retry-limit-exceeded';
  if (code === 404) return /bucket/i.test(text) ? 'bucket-not-found' : 'object-not-found';
  if (code === 401) return 'unauthenticated';
  if (code === 403) return /quota|billing/i.test(text) ? 'quota-exceeded' : 'unauthorized';
  if (code === 429) return 'quota-exceeded';
  if (code === 400) return 'invalid-argument';
  if (code === 408 || (typeof code === 'number' && code >= 500)) return 'retry-limit-exceeded';
  if (/checksum|md5|crc32c/i.test(text)) return 'invalid-checksum';
  if (cause) return bucketErrorCode(cause);
  if (Array.isArray(errors) && errors.length > 0) return bucketErrorCode(errors[0]);
  // the HTTP client's own words for a server that did not answer
  if (/fetch failed|socket hang up|ECONNREFUSED|ETIMEDOUT|ECONNRESET/i.test(text)) {
    return 'retry-limit-exceeded';
  }
  return 'unknown';
}

const failed = (error: unknown) =>
  isStorageError(error) ? error : new StorageError(bucketErrorCode(error), { cause: error });

/**
 * A Cloud Storage bucket through Firebase's Admin SDK (`JOBS_STORAGE_BUCKET`), with Google's
 * Application Default Credentials, or Firebase's Storage emulator when
 * `FIREBASE_STORAGE_EMULATOR_HOST` is set (the SDK reads it itself). Objects are private: the
 * bucket grants nothing to the public and the site never makes a signed URL, so no link to a CV
 * exists. A visitor waits for an upload, so it is retried twice within 30 s (a 5xx, 408, 429
 * or a lost connection), not for the ten minutes a browser's upload may take.
 */
export class BucketStorage implements FileStorage {
  readonly kind = 'bucket';
  readonly description: string;
  private readonly bucket: Bucket;

  constructor(bucketName: string, projectId?: string) {
    const app = getApps().some((candidate) => candidate.name === APP_NAME)
      ? getApp(APP_NAME)
      : initializeApp({ ...(projectId && { projectId }), storageBucket: bucketName }, APP_NAME);
    this.bucket = getStorage(app).bucket(bucketName);
    Object.assign(this.bucket.storage.retryOptions, {
      autoRetry: true,
      maxRetries: 2,
      totalTimeout: 30,
      maxRetryDelay: 8,
    });
    const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    this.description = `bucket ${bucketName}${emulator ? ` (Firebase's Storage emulator at ${emulator})` : ''}`;
  }

  async put(key: string, data: Buffer, mediaType: string): Promise<void> {
    assertFileKey(key);
    const file = this.bucket.file(key);
    let reported: { md5Hash?: string; crc32c?: string };
    try {
      await file.save(data, {
        resumable: false,
        // the client compares the upload's MD5 with the bucket's and deletes a damaged object
        validation: 'md5',
        contentType: mediaType,
        metadata: { cacheControl: 'private, no-store', contentDisposition: 'attachment' },
      });
      [reported] = await file.getMetadata();
    } catch (error) {
      throw failed(error);
    }
    // checked here too, by the checksum the bucket reports: a composite object has no MD5
    const md5 = createHash('md5').update(data).digest('base64');
    const matches = reported.md5Hash
      ? reported.md5Hash === md5
      : reported.crc32c === crc32c(data).toString('base64');
    if (!matches) {
      await file.delete({ ignoreNotFound: true }).catch(() => undefined);
      throw new StorageError('invalid-checksum');
    }
  }

  async get(key: string): Promise<Buffer> {
    assertFileKey(key);
    try {
      const [data] = await this.bucket.file(key).download();
      return data;
    } catch (error) {
      throw failed(error);
    }
  }

  async remove(key: string): Promise<void> {
    assertFileKey(key, true);
    try {
      await this.bucket.file(key).delete({ ignoreNotFound: true });
    } catch (error) {
      throw failed(error);
    }
  }

  async list(prefix: string): Promise<{ key: string; writtenAt: Date }[]> {
    if (prefix !== APPLICATIONS_PREFIX) throw new StorageError('invalid-argument');
    try {
      const [files] = await this.bucket.getFiles({ prefix, autoPaginate: true });
      return files.map((file) => ({
        key: file.name,
        writtenAt: new Date(file.metadata.updated ?? file.metadata.timeCreated ?? 0),
      }));
    } catch (error) {
      throw failed(error);
    }
  }
}
