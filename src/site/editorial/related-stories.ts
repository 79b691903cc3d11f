import { listStories, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';

/** The uuids of an `internal_stories` field, whether the API resolved the stories or not. */
export function storyUuids(refs: unknown): string[] {
  if (!Array.isArray(refs)) return [];
  return refs.flatMap((ref: unknown) => {
    if (typeof ref === 'string' && ref !== '') return [ref];
    const uuid = (ref as Story | null)?.uuid;
    return typeof uuid === 'string' ? [uuid] : [];
  });
}

/**
 * The stories a relation field points at, in the editor's order and in `locale`; stories that are
 * gone, unpublished or of another content type are left out.
 */
export async function relatedStories(
  locale: Locale,
  refs: unknown,
  contentType: string,
): Promise<Story[]> {
  const uuids = [...new Set(storyUuids(refs))].slice(0, 100);
  if (uuids.length === 0) return [];
  const { stories } = await listStories(locale, {
    by_uuids_ordered: uuids.join(','),
    content_type: contentType,
    per_page: uuids.length,
  });
  return stories;
}
