import { cache } from 'react';
import { listAllStories, type Story } from '@/content';
import type { ProductBlok } from '@/content/generated/components';
import type { Locale } from '@/i18n/routing';
import { excludingProductPageFields } from '@/catalogue/product-fields';

/** What the comparison never shows: the content service is asked for less. */
const NOT_COMPARED = excludingProductPageFields('technical_data');

export interface ComparableProduct {
  /** The story's slug, the name the comparison's query uses (the same in every language). */
  slug: string;
  story: Story;
  product: ProductBlok;
}

/**
 * Every published product in `locale`, in the editors' order, by slug: one list query (paged
 * past 100), read once per render. An unpublished product is not in it, so a comparison that
 * names one leaves it out.
 */
export const comparableProducts = cache(
  async (locale: Locale): Promise<ReadonlyMap<string, ComparableProduct>> => {
    const stories = await listAllStories(locale, {
      content_type: 'product',
      sort_by: 'position:asc',
      excluding_fields: NOT_COMPARED,
    });
    return new Map(
      stories.map((story) => [
        story.slug,
        { slug: story.slug, story, product: story.content as unknown as ProductBlok },
      ]),
    );
  },
);

/** The product family every one of `products` belongs to, if they share one (the dealers' link). */
export function sharedFamily(
  products: ReadonlyArray<ComparableProduct | undefined>,
): string | undefined {
  const families = new Set(products.map((item) => item?.product.family));
  const [family] = families;
  return families.size === 1 && family ? family : undefined;
}
