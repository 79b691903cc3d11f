import { describe, expect, it } from 'vitest';
import { crc32c } from './crc32c';

describe('crc32c', () => {
  it('gives the standard check value and what the Storage emulator reported for a file', () => {
    // the CRC32C check value (RFC 3720, "123456789")
    expect(crc32c(Buffer.from('123456789')).toString('hex')).toBe('e3069283');
    // Firebase's Storage emulator's `crc32c` of these 14 bytes
    expect(crc32c(Buffer.from('%PDF-1.4 hello')).toString('base64')).toBe('ClTgZQ==');
  });
});
