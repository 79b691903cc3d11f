import { getTranslations } from 'next-intl/server';
import { getDatasourceLabels, listStories } from '@/content';
import type { ProductBlok } from '@/content/generated/components';
import type { BlockProps } from '../types';
import { ProductCard } from './product-card';
import type { ProductListingBlok } from '@/content/generated/components';

export async function ProductListing({ blok, context }: BlockProps<ProductListingBlok>) {
  const { locale } = context;
  const [t, result, families, materials] = await Promise.all([
    getTranslations({ locale, namespace: 'Products' }),
    listStories(locale, {
      content_type: 'product',
      filter_query: blok.family ? { family: { in: blok.family } } : undefined,
      sort_by: 'position:asc',
      per_page: 100,
    }),
    getDatasourceLabels('famiglie', locale),
    getDatasourceLabels('materiali', locale),
  ]);
  return (
    <section className="bg-steel-50" aria-labelledby={`${blok._uid}-title`}>
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 md:py-20">
        <div className="mb-8 flex flex-wrap items-baseline justify-between gap-4">
          <h2 id={`${blok._uid}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {blok.headline || t('title')}
          </h2>
          <p className="text-steel-700">{t('count', { count: result.total })}</p>
        </div>
        {result.stories.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.stories.map((story) => {
              const product = story.content as unknown as ProductBlok;
              return (
                <ProductCard
                  key={story.uuid}
                  story={story}
                  locale={locale}
                  familyLabel={families.get(product.family) ?? product.family}
                  materialLabels={(product.materiale ?? []).map(
                    (value) => materials.get(value) ?? value,
                  )}
                />
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
