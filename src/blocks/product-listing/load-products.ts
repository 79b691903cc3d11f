import { listAllStories, type Story } from '@/content';
import type { ProductBlok } from '@/content/generated/components';
import type { Locale } from '@/i18n/routing';
import { excludingProductPageFields } from '@/catalogue/product-fields';

/** Fields that cards and filters never show: the listing asks the content service for less. */
const DETAIL_FIELDS = excludingProductPageFields();

export interface ProductBase {
  /** Only this family (the block's option). */
  family?: string;
  /** Only products under this folder (`prodotti/`), when the listing is a folder's start page. */
  folder?: string;
  searchTerm?: string;
}

/** A product story's fields; the content model guarantees them for `content_type=product`. */
export function productOf(story: Story): ProductBlok {
  return story.content as unknown as ProductBlok;
}

/**
 * The base set of a listing in one query (paged only past 100 products): the list, the filters and
 * their counts are all worked out from it. In the editors' order, or by relevance when searching.
 */
export function loadProducts(locale: Locale, base: ProductBase): Promise<Story[]> {
  return listAllStories(locale, {
    content_type: 'product',
    starts_with: base.folder,
    filter_query: base.family ? { family: { in: base.family } } : undefined,
    search_term: base.searchTerm || undefined,
    sort_by: base.searchTerm ? undefined : 'position:asc',
    excluding_fields: DETAIL_FIELDS,
  });
}

/** The folder a listing's page opens (`prodotti/` for the products start page), if it is one. */
export function folderOfListing(story: Story | undefined): string | undefined {
  if (!story?.is_startpage) return undefined;
  const segments = story.default_full_slug.split('/').filter(Boolean);
  // A start page's full slug is normally its folder (`prodotti/`).
  if (!story.default_full_slug.endsWith('/')) segments.pop();
  return segments.length > 0 ? `${segments.join('/')}/` : undefined;
}
