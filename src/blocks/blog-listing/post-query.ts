import { listStories } from '@/content';
import type { Locale } from '@/i18n/routing';

/** Newest first: the date the editor gave the post, then the story id for a stable order. */
export const POST_ORDER = 'content.date:desc,id:desc';

/** A page of news items in `locale`, optionally only those with a given tag (a tag story uuid). */
export function listPosts(
  locale: Locale,
  { page = 1, perPage, tag }: { page?: number; perPage: number; tag?: string },
) {
  return listStories(locale, {
    content_type: 'blog-post',
    sort_by: POST_ORDER,
    per_page: perPage,
    page,
    filter_query: tag ? { tags: { any_in_array: tag } } : undefined,
  });
}
