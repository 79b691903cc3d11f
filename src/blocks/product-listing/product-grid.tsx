import type { Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { productOf } from './load-products';
import { ProductCard, type CompareControl } from './product-card';

interface Props {
  stories: readonly Story[];
  locale: Locale;
  families: ReadonlyMap<string, string>;
  processes: ReadonlyMap<string, string>;
  /** Narrower columns when the grid sits beside the filter panel. */
  beside?: boolean;
  headingLevel?: 'h3' | 'h4';
  compare?: CompareControl;
}

export function ProductGrid({
  stories,
  locale,
  families,
  processes,
  beside,
  headingLevel,
  compare,
}: Props) {
  return (
    <ul
      className={beside ? 'product-grid xl:grid-cols-3' : 'product-grid lg:grid-cols-3'}
      data-motion="stagger"
    >
      {stories.map((story) => {
        const product = productOf(story);
        return (
          <ProductCard
            key={story.slug}
            story={story}
            locale={locale}
            headingLevel={headingLevel}
            compare={compare}
            familyLabel={families.get(product.family) ?? ''}
            processLabels={(product.processo ?? []).flatMap((value) => processes.get(value) ?? [])}
            sizes={
              beside
                ? '(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw'
                : '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'
            }
          />
        );
      })}
    </ul>
  );
}
