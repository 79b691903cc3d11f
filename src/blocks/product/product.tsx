import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getDatasourceLabels, getParentStory, hrefFor } from '@/content';
import type { BlockProps } from '../types';
import type { ProductBlok } from '@/content/generated/components';

export async function Product({ blok, context }: BlockProps<ProductBlok>) {
  const { locale } = context;
  const [t, families, materials, processes, listing] = await Promise.all([
    getTranslations({ locale, namespace: 'Products' }),
    getDatasourceLabels('famiglie', locale),
    getDatasourceLabels('materiali', locale),
    getDatasourceLabels('processi', locale),
    context.story ? getParentStory(locale, context.story) : null,
  ]);
  const facts = [
    {
      term: t('materials'),
      values: (blok.materiale ?? []).map((value) => materials.get(value) ?? value),
    },
    {
      term: t('processes'),
      values: (blok.processo ?? []).map((value) => processes.get(value) ?? value),
    },
  ];
  return (
    <article>
      <header className="hero-glow bg-ink text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-16 sm:px-8 md:py-24">
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">
            {families.get(blok.family) ?? blok.family}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight hyphens-auto sm:text-6xl">
            {blok.name}
          </h1>
          <p className="text-steel-200">
            {t('modelCode')}: <span className="font-mono">{blok.model_code}</span>
          </p>
          <p className="max-w-2xl text-lg text-steel-200">{blok.summary}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-2">
        {facts.map((fact) => (
          <section key={fact.term}>
            <h2 className="mb-4 text-xl font-bold">{fact.term}</h2>
            <ul className="flex flex-wrap gap-2">
              {fact.values.map((value) => (
                <li key={value} className="rounded-sm border border-steel-300 px-3 py-1 text-sm">
                  {value}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {listing ? (
        <p className="mx-auto max-w-7xl px-5 pb-16 sm:px-8">
          <NextLink
            href={hrefFor(listing, locale)}
            className="font-semibold underline decoration-accent decoration-2 underline-offset-4"
          >
            {t('backTo', { name: listing.name })}
          </NextLink>
        </p>
      ) : null}
    </article>
  );
}
