import type { Locale } from '@/i18n/routing';
import type { SearchHit, SnippetPart } from '@/search/engine';
import { ContentImage } from '@/site/ui/content-image';
import { FigureList } from '@/site/ui/figure-list';
import { PageLink } from '@/site/ui/page-link';
import { shortId } from '@/site/ui/short-id';
import { resultKindNamer } from './result-kind';

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

/**
 * The found pages: what each is (a product, a training course, a download and its type), the
 * title linking to the page, the passage that matched; a product also its picture and key
 * figures.
 */
export async function SearchResults({
  hits,
  locale,
  start,
}: {
  hits: SearchHit[];
  locale: Locale;
  start: number;
}) {
  const kindOf = await resultKindNamer(locale);
  return (
    <ol
      start={start}
      className="flex flex-col divide-y divide-steel-200 border-y border-steel-200"
      data-search-results=""
    >
      {hits.map((hit) => {
        const { image, figures } = hit.details;
        return (
          <li
            key={shortId(hit.id)}
            className={`grid gap-x-4 gap-y-2 py-6 sm:gap-x-6 ${image ? 'grid-cols-[5.5rem_minmax(0,1fr)] sm:grid-cols-[10rem_minmax(0,1fr)]' : ''}`}
            data-result-type={hit.type}
          >
            {image ? (
              <div className="relative row-span-1 aspect-[4/3] self-start overflow-hidden rounded-sm bg-steel-100 sm:row-span-2">
                {/* the title names the product: the picture adds nothing for a screen reader */}
                <ContentImage
                  asset={{ id: null, ...image }}
                  sizes="(min-width: 640px) 160px, 88px"
                  fill
                  decorative
                />
              </div>
            ) : null}
            <div className="flex min-w-0 flex-col gap-2">
              <p className="eyebrow">{kindOf(hit)}</p>
              <h2 className="heading-3">
                <PageLink href={hit.path} className="link-underline">
                  <Highlighted parts={hit.title} />
                </PageLink>
              </h2>
              <p className="line-clamp-4 text-steel-700 sm:line-clamp-3">
                <Highlighted parts={hit.snippet} />
              </p>
            </div>
            {figures ? (
              <FigureList
                figures={figures}
                // under the picture and the text on a phone; beside the picture from sm
                className={`product-card-figures mt-1 border-t border-steel-200 pt-3 ${image ? 'col-span-2 sm:col-span-1 sm:col-start-2' : ''}`}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
