import { datasheetFile } from '@/datasheet/datasheet-file';
import { DATASHEET_TYPE, datasheetFileName } from '@/paths/datasheet-paths';
import { feedPage, noFeed, PAGE_CACHE, type FeedRouteContext } from '../../../_http/feed-answer';

export const dynamic = 'force-dynamic';

/**
 * A product's datasheet (`/en/products/cruiser-222-ac-dc.pdf`: src/paths/datasheet-paths.ts),
 * generated from the product's data on first request and kept (src/datasheet/datasheet-file.ts);
 * the server's response cache then answers it like a page, until a publish. The proxy rewrites
 * here only for a published product's canonical path; this route is never a visitor's URL itself.
 */
export async function GET(request: Request, context: FeedRouteContext) {
  const page = await feedPage(context);
  if (!page || page.story.content.component !== 'product') return noFeed();
  const file = await datasheetFile(page.story, page.locale);
  const headers = {
    'Content-Type': DATASHEET_TYPE,
    'Content-Disposition': `inline; filename="${datasheetFileName(page.story.slug, page.locale)}"`,
    'Cache-Control': PAGE_CACHE,
    ETag: file.etag,
  };
  if (request.headers.get('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(file.bytes), {
    headers: { ...headers, 'Content-Length': String(file.bytes.length) },
  });
}
