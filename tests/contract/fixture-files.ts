import { uuidOf, type ProductSpec } from './fixture-products';

const PUBLISHED = '2026-02-01T09:00:00.000Z';

/** A story file with the store's defaults; `extra` overrides them. */
export function storyFile(id: number, fullSlug: string, extra: Record<string, unknown>) {
  return {
    id,
    uuid: uuidOf(id),
    slug: fullSlug.replace(/\/$/, '').split('/').at(-1),
    full_slug: fullSlug,
    is_startpage: false,
    parent_id: null,
    position: id,
    tag_list: [],
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: PUBLISHED,
    first_published_at: PUBLISHED,
    updated_at: PUBLISHED,
    sort_by_date: null,
    translated_slugs: [],
    ...extra,
  };
}

export function productFile(spec: ProductSpec) {
  const { n, id, slug, name } = spec;
  const content: Record<string, unknown> = {
    component: 'product',
    _uid: `product-${n}`,
    title: name,
    title__i18n__en: spec.englishTitle,
    ...(spec.spanishTitle && { title__i18n__es: spec.spanishTitle }),
    // blank translations fall back to the default language too
    ...(n === 1 && { title__i18n__fr: '' }),
    family: spec.family,
    price: String(spec.price),
    weight: String(spec.weight),
    release_date: spec.releaseDate,
    materials: spec.materials,
    featured: spec.featured,
    ...(spec.subtitle !== undefined && { subtitle: spec.subtitle }),
    accessories: spec.accessories,
    discontinued: spec.discontinued,
    seo: { _uid: `seo-${n}`, plugin: 'seo_metatags', title: `SEO ${name}`, description: name },
    body: [{ component: 'spec', _uid: `spec-${n}`, name: spec.bodyName, value: `${spec.price} W` }],
    // the only relation field of the store, so `product.related` resolves on this story alone
    ...(n === 1 && { related: [uuidOf(102), uuidOf(103), uuidOf(3)] }),
  };
  return storyFile(id, spec.fullSlug, {
    name,
    parent_id: 2,
    position: n,
    tag_list: spec.tags,
    created_at: spec.createdAt,
    translated_slugs: [
      { lang: 'en', path: `products/${slug}`, name: spec.englishTitle },
      ...(spec.spanishTitle ? [{ lang: 'es', path: `productos/${slug}`, name: null }] : []),
    ],
    content,
  });
}
