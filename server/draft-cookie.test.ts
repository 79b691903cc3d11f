import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropForgedDraftCookies, readPreviewModeId } from './draft-cookie';

const ID = '1054c037a9884331d243691507b0e88f';

/** The request's cookies once forged ones are dropped; `id: null` for a build whose id is unknown. */
function cookieAfter(cookie: string | undefined, id: string | null = ID) {
  const req = { headers: cookie === undefined ? {} : { cookie } } as IncomingMessage;
  dropForgedDraftCookies(req, id ?? undefined);
  return req.headers.cookie;
}

describe('dropForgedDraftCookies', () => {
  it('keeps the draft-mode cookie that opens this build’s draft mode', () => {
    expect(cookieAfter(`a=1; __prerender_bypass=${ID}; __next_preview_data=x`)).toBe(
      `a=1; __prerender_bypass=${ID}; __next_preview_data=x`,
    );
  });

  it('drops a forged one, and preview data without a valid draft cookie', () => {
    expect(cookieAfter('__prerender_bypass=x')).toBeUndefined();
    expect(cookieAfter('NEXT_LOCALE=en; __prerender_bypass=x; b=2')).toBe('NEXT_LOCALE=en; b=2');
    expect(cookieAfter('__next_preview_data=abc')).toBeUndefined();
    expect(cookieAfter(`__prerender_bypass=${ID}`, null)).toBeUndefined();
  });

  it('keeps one valid draft cookie of several, and leaves other cookies alone', () => {
    expect(cookieAfter(`__prerender_bypass=x; __prerender_bypass=${ID}`)).toBe(
      `__prerender_bypass=${ID}`,
    );
    expect(cookieAfter('my__prerender_bypass=x')).toBe('my__prerender_bypass=x');
    expect(cookieAfter(undefined)).toBeUndefined();
  });
});

describe('readPreviewModeId', () => {
  it('reads the id from the build, and nothing from a missing or odd manifest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'draft-cookie-'));
    try {
      expect(readPreviewModeId(dir)).toBeUndefined();
      mkdirSync(path.join(dir, '.next'));
      const manifest = path.join(dir, '.next/prerender-manifest.json');
      writeFileSync(manifest, JSON.stringify({ preview: { previewModeId: ID } }));
      expect(readPreviewModeId(dir)).toBe(ID);
      writeFileSync(manifest, '{"preview": {}}');
      expect(readPreviewModeId(dir)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
