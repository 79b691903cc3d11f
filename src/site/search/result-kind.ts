import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ResultDetails, ResultType } from '@/search/documents';

/** The result types by the names of the existing `Search.kinds` labels. */
const KIND_OF: Record<
  ResultType,
  'page' | 'product' | 'blog-post' | 'event' | 'job-position' | 'download'
> = {
  page: 'page',
  product: 'product',
  news: 'blog-post',
  event: 'event',
  job: 'job-position',
  download: 'download',
};

const EVENT_KINDS = new Set(['fair', 'open-house', 'training', 'webinar']);

/**
 * What each result is, in the language: `News`, an event by its kind (`Training course`, `Trade
 * fair`), a product with its family (`Product · Automation`), a download with its type
 * (`Download · User manual`).
 */
export async function resultKindNamer(
  locale: Locale,
): Promise<(hit: { type: ResultType; details: ResultDetails }) => string> {
  const [search, events] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Events' }),
  ]);
  return ({ type, details }) => {
    const { eventKind, category } = details;
    if (type === 'event' && eventKind && EVENT_KINDS.has(eventKind)) {
      return events(`kind.${eventKind as 'fair' | 'open-house' | 'training' | 'webinar'}`);
    }
    const kind = search(`kinds.${KIND_OF[type]}`);
    return category ? `${kind} · ${category}` : kind;
  };
}
