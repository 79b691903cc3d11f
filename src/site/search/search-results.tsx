import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SearchHit, SnippetPart } from '@/search/engine';
import type { ResultType } from '@/search/documents';
import { PageLink } from '@/site/ui/page-link';
import { shortId } from '@/site/ui/short-id';

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

/** Text with the words that matched in `<mark>`; React escapes every piece. */
export function Highlighted({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="bg-accent/35 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** The found pages: kind, title linking to the page, the passage that matched. */
export async function SearchResults({
  hits,
  locale,
  start,
}: {
  hits: SearchHit[];
  locale: Locale;
  start: number;
}) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <ol
      start={start}
      className="flex flex-col divide-y divide-steel-200 border-y border-steel-200"
      data-search-results=""
    >
      {hits.map((hit) => (
        <li key={shortId(hit.id)} className="flex flex-col gap-2 py-6">
          <p className="eyebrow">{t(`kinds.${KIND_OF[hit.type]}`)}</p>
          <h2 className="heading-3">
            <PageLink href={hit.path} className="link-underline">
              <Highlighted parts={hit.title} />
            </PageLink>
          </h2>
          <p className="line-clamp-3 text-steel-700">
            <Highlighted parts={hit.snippet} />
          </p>
        </li>
      ))}
    </ol>
  );
}

export { KIND_OF };
