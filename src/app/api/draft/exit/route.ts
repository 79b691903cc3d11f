import { draftMode } from 'next/headers';
import { previewTarget } from '@/features/preview/preview-target';

export const dynamic = 'force-dynamic';

/** The page the visitor left from: `slug`, else the same-site page in `Referer`, else home. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  const fromSlug = url.searchParams.has('slug') ? previewTarget(url.searchParams) : undefined;
  if (fromSlug) return fromSlug;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === url.host) return from.pathname + from.search;
    } catch {
      // not a URL: home
    }
  }
  return '/';
}

/** Leaves the draft preview and shows the published page the visitor was on. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  return new Response(null, {
    status: 307,
    headers: { Location: returnPath(request), 'Cache-Control': 'no-store' },
  });
}
