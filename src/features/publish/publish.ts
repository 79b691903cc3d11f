import { revalidatePath, revalidateTag } from 'next/cache';
import { refreshContent, storyFacts } from '@/content';
import { refreshRedirectTable, REDIRECTS_DATASOURCE } from '@/redirects/load-redirects';
import { refreshSearchIndexes } from '@/search/search-service';
import { PURGE_RESPONSE_CACHE } from '../../../server/cache-protocol';
import type { WebhookEvent } from '@/content/storyblok/webhook-event';
import { EVERYTHING, tagsFor } from './publish-tags';

/** What a publish invalidated, as the webhook's answer reports it. */
export interface Published {
  event: WebhookEvent;
  /** The cache tags whose pages render again on their next request, or `everything`. */
  revalidated: string[] | typeof EVERYTHING;
  /** Whether the answers the server keeps (`server/`) were expired, to be asked of Next again. */
  responseCacheExpired: boolean;
  /** `renewed`, `unchanged`, or why the table in use was kept (bad rows in the datasource). */
  redirects: string;
}

/**
 * Makes a change published in the CMS live without a rebuild: the content source forgets what
 * it had (and the site's paths, remembering where a moved page was); Next re-renders, on their
 * next request and before answering, exactly the pages tagged with what changed (publish-tags.ts);
 * a saved `redirects` datasource renews the redirect table; the site search indexes are built
 * again (the ones in use answer meanwhile); and the answers the production server
 * keeps are expired, so each is asked of Next again (which answers an untouched page from its cache).
 */
export async function publish(event: WebhookEvent): Promise<Published> {
  const change = await refreshContent();
  refreshSearchIndexes();
  const facts = event.kind === 'story' ? await storyFacts(event.storyId) : undefined;
  const tags = tagsFor(event, facts, change);
  if (tags === EVERYTHING) revalidatePath('/', 'layout');
  // `expire: 0`: a webhook needs the change served now, not after one more stale answer.
  else for (const tag of tags) revalidateTag(tag, { expire: 0 });
  const redirects =
    event.kind === 'datasource' && event.datasourceSlug === REDIRECTS_DATASOURCE
      ? await refreshRedirectTable().then(
          () => 'renewed',
          (error: unknown) => `kept the table in use: ${(error as Error).message}`,
        )
      : 'unchanged';
  const expire = (globalThis as { [PURGE_RESPONSE_CACHE]?: () => void })[PURGE_RESPONSE_CACHE];
  expire?.();
  return { event, revalidated: tags, responseCacheExpired: expire !== undefined, redirects };
}
