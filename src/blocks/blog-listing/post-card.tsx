import { shortId } from '@/site/ui/short-id';
import { PageLink } from '@/site/ui/page-link';
import { hrefFor, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { formatDay, isoDay, parseContentDate } from '@/site/format/date';
import { ContentImage } from '@/site/ui/content-image';
import type { BlogPostBlok } from '@/content/generated/components';

/** `sizes` of a card image in the three-column card grid. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw';

/**
 * A news item as a card: image, date in the visitor's language, title (the link, stretched over
 * the card) and teaser. `headingLevel` keeps headings in order under the section's title.
 */
export function PostCard({
  story,
  locale,
  headingLevel = 'h3',
}: {
  story: Story;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
}) {
  const post = story.content as unknown as BlogPostBlok;
  const date = parseContentDate(post.date);
  const Heading = headingLevel;
  return (
    <article className="card group relative h-full" data-post={shortId(story.uuid)}>
      <div className="relative aspect-[4/3] overflow-hidden bg-steel-100">
        <ContentImage
          asset={post.image}
          fill
          sizes={CARD_IMAGE_SIZES}
          decorative
          className="card-zoom"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        {date ? (
          <time
            dateTime={isoDay(date)}
            className="text-sm font-semibold tracking-wide text-steel-600"
          >
            {formatDay(date, locale)}
          </time>
        ) : null}
        <Heading className="heading-3 break-words">
          <PageLink href={hrefFor(story, locale)} className="card-link">
            {post.title || story.name}
          </PageLink>
        </Heading>
        {post.teaser ? <p className="line-clamp-3 text-steel-700">{post.teaser}</p> : null}
      </div>
    </article>
  );
}
