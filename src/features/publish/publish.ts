import { revalidatePath } from 'next/cache';
import { refreshContent } from '@/content';
import { refreshRedirectTable } from '@/redirects/load-redirects';
import { PURGE_RESPONSE_CACHE } from '../../../server/cache-protocol';
import type { WebhookEvent } from '@/content/storyblok/webhook-event';

/** What a publish invalidated, as the webhook's answer reports it. */
export interface Published {
  event: WebhookEvent;
  /** The paths whose pages and payloads render again on their next request. */
  revalidated: string[];
  /** Whether the server's response cache (`server/`) was emptied. */
  responseCachePurged: boolean;
  /** `renewed`, or why the redirect table in use was kept (bad rows in the datasource). */
  redirects: string;
}

/**
 * Makes a change published in the CMS live without a rebuild: the content source forgets what
 * it had (and the site's paths, remembering where a moved page was), the redirect table is read
 * again, every page and payload Next keeps renders again on its next request, and the answers
 * the production server keeps are dropped. Every page, because a story's title and path reach
 * listings, facets, related products, navigation and the sitemap; narrowing this to the pages
 * that depend on the story (by cache tag) is the next step of issue 17.
 */
export async function publish(event: WebhookEvent): Promise<Published> {
  await refreshContent();
  const redirects = await refreshRedirectTable().then(
    () => 'renewed',
    (error: unknown) => `kept the table in use: ${(error as Error).message}`,
  );
  revalidatePath('/', 'layout');
  const purge = (globalThis as { [PURGE_RESPONSE_CACHE]?: () => void })[PURGE_RESPONSE_CACHE];
  purge?.();
  return { event, revalidated: ['/'], responseCachePurged: purge !== undefined, redirects };
}
