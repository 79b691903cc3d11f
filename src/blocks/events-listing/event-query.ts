import { listStories, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { contentDateString } from '@/site/format/date';

/**
 * The events still to come (or taking place) at `now`, soonest first, and those already over,
 * newest first. An event counts as past once its end date is behind us.
 */
export async function listEvents(
  locale: Locale,
  now: Date,
  { includePast }: { includePast: boolean },
): Promise<{ upcoming: Story[]; past: Story[] }> {
  const cutoff = contentDateString(now);
  const [upcoming, past] = await Promise.all([
    listStories(locale, {
      content_type: 'event',
      filter_query: { end_date: { gt_date: cutoff } },
      sort_by: 'content.start_date:asc,id:asc',
      per_page: 100,
    }),
    includePast
      ? listStories(locale, {
          content_type: 'event',
          filter_query: { end_date: { lt_date: cutoff } },
          sort_by: 'content.start_date:desc,id:desc',
          per_page: 100,
        })
      : null,
  ]);
  return { upcoming: upcoming.stories, past: past?.stories ?? [] };
}
