import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { DRAFT_MODE_COOKIE } from './cache-protocol';

/** The Pages Router's preview data, which Next reads only beside a valid draft-mode cookie. */
const PREVIEW_DATA_COOKIE = '__next_preview_data';

/**
 * This build's preview id: Next's draft mode is on only when the draft-mode cookie holds it
 * (`next build` writes it into `.next/prerender-manifest.json`). Undefined when it cannot be read.
 */
export function readPreviewModeId(dir: string): string | undefined {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(dir, '.next/prerender-manifest.json'), 'utf8'),
    );
    const id: unknown = manifest?.preview?.previewModeId;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes draft-mode cookies that do not open Next's draft mode (issue 59): a forged
 * `__prerender_bypass=x` made every layer treat the visitor as an editor (no shared answer, a
 * `noindex` header on a public page) while Next showed the published page. Without it the
 * visitor is what Next sees, a visitor of the published site, answered from the cache like any.
 * With no id known, every draft-mode cookie is forged.
 */
export function dropForgedDraftCookies(
  req: IncomingMessage,
  previewModeId: string | undefined,
): void {
  const header = req.headers.cookie;
  if (!header || ![DRAFT_MODE_COOKIE, PREVIEW_DATA_COOKIE].some((name) => header.includes(name))) {
    return;
  }
  let open = false;
  const kept: string[] = [];
  const previewData: string[] = [];
  for (const part of header.split(';')) {
    const pair = part.trim();
    const at = pair.indexOf('=');
    const name = at === -1 ? pair : pair.slice(0, at).trim();
    if (name === DRAFT_MODE_COOKIE) {
      // the valid one, once
      if (!open && previewModeId !== undefined && pair.slice(at + 1).trim() === previewModeId) {
        open = true;
        kept.push(pair);
      }
    } else if (name === PREVIEW_DATA_COOKIE) previewData.push(pair);
    else if (pair !== '') kept.push(pair);
  }
  if (open) kept.push(...previewData);
  if (kept.length > 0) req.headers.cookie = kept.join('; ');
  else delete req.headers.cookie;
}
