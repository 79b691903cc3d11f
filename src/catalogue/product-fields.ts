/**
 * A product's fields that only its own page shows (text, gallery, relations, SEO): lists and the
 * comparison ask the content service without them (`excluding_fields`).
 */
export const PRODUCT_PAGE_FIELDS = [
  'description',
  'technical_data',
  'gallery',
  'body',
  'technologies',
  'special_functions',
  'accessories',
  'downloads',
  'related_products',
  'seo_title',
  'seo_description',
  'og_image',
] as const;

/** `excluding_fields` for a query that needs none of `PRODUCT_PAGE_FIELDS` but those it keeps. */
export function excludingProductPageFields(...kept: Array<(typeof PRODUCT_PAGE_FIELDS)[number]>) {
  return PRODUCT_PAGE_FIELDS.filter((field) => !kept.includes(field)).join(',');
}
