import { listStories, type Story } from '@/content';
import type { ProductBlok } from '@/content/generated/components';
import type { Locale } from '@/i18n/routing';

/** The relation fields of a product and the content type each one holds. */
const RELATIONS = {
  technologies: 'technology',
  special_functions: 'special-function',
  accessories: 'accessory',
  downloads: 'download',
  related_products: 'product',
} as const;

export type RelationField = keyof typeof RELATIONS;
export type ProductRelations = Record<RelationField, Story[]>;

/** The API's largest page, and so the most uuids one query may ask for. */
const BATCH = 100;

/** Nothing the product page shows of a related story is in these fields. */
const UNUSED_FIELDS = 'description,technical_data,gallery,body,seo_title,seo_description,og_image';

function uuidsOf(refs: ReadonlyArray<string | Story> | undefined): string[] {
  return (refs ?? []).map((ref) => (typeof ref === 'string' ? ref : ref.uuid));
}

/**
 * Every related story of a product, through the gateway in one query (one per 100 uuids), each
 * field in the editor's order. A uuid of a missing or unpublished story, or of a story of another
 * content type, is left out.
 */
export async function loadRelations(
  locale: Locale,
  product: ProductBlok,
): Promise<ProductRelations> {
  const fields = Object.keys(RELATIONS) as RelationField[];
  const wanted = [...new Set(fields.flatMap((field) => uuidsOf(product[field])))];
  const found = new Map<string, Story>();
  for (let start = 0; start < wanted.length; start += BATCH) {
    const batch = wanted.slice(start, start + BATCH);
    const { stories } = await listStories(locale, {
      by_uuids: batch.join(','),
      excluding_fields: UNUSED_FIELDS,
      per_page: BATCH,
    });
    for (const story of stories) found.set(story.uuid, story);
  }
  const relations = {} as ProductRelations;
  for (const field of fields) {
    relations[field] = uuidsOf(product[field]).flatMap((uuid) => {
      const story = found.get(uuid);
      return story && story.content.component === RELATIONS[field] ? [story] : [];
    });
  }
  return relations;
}
