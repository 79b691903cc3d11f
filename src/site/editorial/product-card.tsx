import NextLink from 'next/link';
import { hrefFor, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { ContentImage } from '@/site/ui/content-image';
import type { ProductBlok } from '@/content/generated/components';

const SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 22vw, 50vw';

/** A product a news item or a document refers to: picture, family, name (the link), summary. */
export function ProductTeaserCard({
  story,
  locale,
  familyLabel,
}: {
  story: Story;
  locale: Locale;
  familyLabel?: string;
}) {
  const product = story.content as unknown as ProductBlok;
  return (
    <article className="card group relative h-full">
      <div className="relative aspect-[4/3] overflow-hidden bg-steel-50">
        <ContentImage
          asset={product.image}
          fill
          sizes={SIZES}
          decorative
          className="transition-transform duration-500 ease-out group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 border-t border-steel-200 p-4 sm:p-5">
        {familyLabel ? (
          <p className="text-xs font-semibold tracking-[0.14em] break-words text-steel-600 uppercase">
            {familyLabel}
          </p>
        ) : null}
        <h3 className="heading-3 break-words">
          <NextLink href={hrefFor(story, locale)} className="card-link">
            {product.name || story.name}
          </NextLink>
        </h3>
        {product.summary ? (
          <p className="line-clamp-3 hidden text-sm text-steel-700 sm:block">{product.summary}</p>
        ) : null}
      </div>
    </article>
  );
}
