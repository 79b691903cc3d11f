import { PageLink } from '@/site/ui/page-link';
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
    <article className="card group relative h-full teaser-card">
      <div>
        <ContentImage
          asset={product.image}
          fill
          sizes={SIZES}
          decorative
          className="teaser-card-zoom"
        />
      </div>
      <div>
        {familyLabel ? <p>{familyLabel}</p> : null}
        <h3 className="heading-3 break-words">
          <PageLink href={hrefFor(story, locale)} className="card-link">
            {product.name || story.name}
          </PageLink>
        </h3>
        {product.summary ? <p className="teaser-card-summary">{product.summary}</p> : null}
      </div>
    </article>
  );
}
