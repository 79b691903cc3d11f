import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './is-chunk-load-error';

function named(name: string, message: string, extra: object = {}): Error {
  return Object.assign(new Error(message), { name }, extra);
}

describe('isChunkLoadError', () => {
  it("recognises Turbopack's failed chunk, as this Next version throws it", () => {
    const failed = named(
      'ChunkLoadError',
      'Failed to load chunk /_next/static/chunks/19-kdlit0z4k4.js from module 64893',
    );
    expect(isChunkLoadError(failed)).toBe(true);
    // Its name may be lost on the way (a copy of the error, a string reason).
    expect(isChunkLoadError(new Error(failed.message))).toBe(true);
    expect(isChunkLoadError(failed.message)).toBe(true);
  });

  it("recognises webpack's failed script and stylesheet chunks", () => {
    expect(isChunkLoadError(named('ChunkLoadError', 'Loading chunk 512 failed.\n(error: x)'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Loading chunk app-pages-internals failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.\n(/_next/x.css)'))).toBe(true);
    expect(isChunkLoadError(named('Error', 'x', { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
  });

  it("recognises each browser's failed dynamic import", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://fortarc.example/_next/static/chunks/a.js',
      'error loading dynamically imported module: https://fortarc.example/_next/static/chunks/a.js',
      'Importing a module script failed.',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('looks into the cause', () => {
    const cause = named('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/a.js');
    expect(isChunkLoadError(new Error('Rendering failed', { cause }))).toBe(true);
  });

  it('leaves every other error alone', () => {
    for (const value of [
      new Error('Cannot read properties of undefined'),
      new TypeError('Failed to fetch'),
      named('AbortError', 'The operation was aborted'),
      'Script error.',
      undefined,
      null,
      42,
      {},
    ]) {
      expect(isChunkLoadError(value), String(value)).toBe(false);
    }
  });

  it('does not loop on a cause that points at itself', () => {
    const error = new Error('odd') as Error & { cause?: unknown };
    error.cause = error;
    expect(isChunkLoadError(error)).toBe(false);
  });
});
