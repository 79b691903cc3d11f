import { describe, expect, it } from 'vitest';
import { bucketErrorCode } from './bucket-storage';
import { StorageError, storageCode } from './file-storage';

/** Errors as the Cloud Storage client and Node's HTTP clients throw them, by the code logged. */
describe('bucketErrorCode', () => {
  it('names the service’s answers by the storage codes', () => {
    const api = (code: number, message: string) => Object.assign(new Error(message), { code });
    expect(bucketErrorCode(api(404, 'The specified bucket does not exist.'))).toBe(
      'bucket-not-found',
    );
    expect(bucketErrorCode(api(404, 'No such object: b/o'))).toBe('object-not-found');
    expect(bucketErrorCode(api(401, 'Anonymous caller'))).toBe('unauthenticated');
    expect(bucketErrorCode(api(403, 'does not have storage.objects.create access'))).toBe(
      'unauthorized',
    );
    expect(bucketErrorCode(api(403, 'The billing account is disabled'))).toBe('quota-exceeded');
    expect(bucketErrorCode(api(429, 'rate'))).toBe('quota-exceeded');
    expect(bucketErrorCode(api(503, 'backend'))).toBe('retry-limit-exceeded');
    expect(bucketErrorCode(api(400, 'Invalid argument'))).toBe('invalid-argument');
  });

  it('names a server that did not answer, however the client wraps it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(bucketErrorCode(refused)).toBe('retry-limit-exceeded');
    expect(bucketErrorCode(new TypeError('fetch failed', { cause: refused }))).toBe(
      'retry-limit-exceeded',
    );
    expect(bucketErrorCode(new AggregateError([refused], ''))).toBe('retry-limit-exceeded');
    expect(bucketErrorCode(new TypeError('fetch failed'))).toBe('retry-limit-exceeded');
    expect(bucketErrorCode(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(
      'canceled',
    );
    expect(bucketErrorCode(new StorageError('invalid-checksum'))).toBe('invalid-checksum');
    expect(bucketErrorCode(new Error('something else'))).toBe('unknown');
  });

  it('reads the code of a StorageError thrown by the other module graph of the process', () => {
    // the production server's and Next's bundle's each have the class: the shape decides
    const other = Object.assign(new Error('storage/quota-exceeded'), {
      name: 'StorageError',
      code: 'quota-exceeded',
    });
    expect(storageCode(other)).toBe('quota-exceeded');
    expect(bucketErrorCode(other)).toBe('quota-exceeded');
    expect(storageCode(Object.assign(new Error('x'), { name: 'StorageError', code: 'no' }))).toBe(
      'unknown',
    );
  });
});
