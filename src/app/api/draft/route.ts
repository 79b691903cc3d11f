import { draftMode } from 'next/headers';
import { env } from '@/config/env';
import { canonicalSitePath } from '@/content';
import { draftsReadable } from '@/content/request-version';
import { checkEditorToken, isEditorLink } from '@/features/preview/editor-token';
import { editorParams, previewTarget } from '@/features/preview/preview-target';
import { jsonAnswer } from '../_http/json-answer';
import { safeEqual } from '../_http/safe-equal';

export const dynamic = 'force-dynamic';

/** A 307 to `path` on this site, which no cache keeps (it depends on who asks). */
function goTo(request: Request, path: string, params?: URLSearchParams) {
  const location = new URL(path, request.url);
  if (params?.size) location.search = params.toString();
  return new Response(null, {
    status: 307,
    headers: { Location: location.pathname + location.search, 'Cache-Control': 'no-store' },
  });
}

/** The page's canonical path, or the path as given while the content service cannot say. */
async function canonical(path: string): Promise<string> {
  try {
    return (await canonicalSitePath(path)) ?? path;
  } catch {
    return path;
  }
}

/**
 * Opens a draft preview (Next's draft mode), from two doors:
 * - the visual editor's link, signed with the preview token (`_storyblok_tk[...]`, Storyblok's
 *   documented check); the proxy sends any page opened with one here. A link that fails the check
 *   leads to the published page: an editor never sees an error in the editor's frame, and nobody
 *   sees a draft without the signature.
 * - `?secret=PREVIEW_SECRET&slug=/en/products` for people outside the editor; a wrong secret is a 401.
 */
export async function GET(request: Request) {
  const config = env();
  const params = new URL(request.url).searchParams;
  const viaEditor = isEditorLink(params);
  if (!viaEditor && !params.has('secret')) {
    return jsonAnswer(400, {
      error: "Open a preview with the visual editor's link, or with ?secret=...&slug=/path.",
    });
  }
  const target = previewTarget(params);
  if (target === undefined) {
    return jsonAnswer(400, { error: 'slug must be a path on this site, such as /en/products.' });
  }
  const path = await canonical(target);
  if (!draftsReadable(config)) {
    return jsonAnswer(404, {
      error: 'Preview is off: reading drafts from Storyblok needs STORYBLOK_PREVIEW_TOKEN.',
    });
  }
  if (viaEditor) {
    const previewToken = config.STORYBLOK_PREVIEW_TOKEN;
    const check = previewToken
      ? checkEditorToken(params, previewToken, {
          nowMs: Date.now(),
          spaceId: config.STORYBLOK_SPACE_ID,
        })
      : { ok: false as const, reason: 'STORYBLOK_PREVIEW_TOKEN is not set' };
    if (!check.ok) {
      console.warn(`Preview refused for ${path}: ${check.reason}; the published page is shown.`);
      (await draftMode()).disable();
      return goTo(request, path, editorParams(params));
    }
  } else {
    const secret = config.PREVIEW_SECRET;
    if (!secret) {
      return jsonAnswer(404, { error: 'Preview by link is off: PREVIEW_SECRET is not set.' });
    }
    if (!safeEqual(params.get('secret') ?? '', secret)) {
      return jsonAnswer(401, { error: 'The secret is not the preview secret.' });
    }
  }
  (await draftMode()).enable();
  return goTo(request, path, editorParams(params));
}
