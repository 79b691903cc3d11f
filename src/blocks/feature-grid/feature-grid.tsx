import type { BlockProps } from '../types';
import type { FeatureGridBlok } from '@/content/generated/components';

export function FeatureGrid({ blok }: BlockProps<FeatureGridBlok>) {
  return (
    <section className="mx-auto max-w-7xl px-5 py-16 sm:px-8 md:py-24">
      {blok.headline ? (
        <h2 className="mb-10 max-w-3xl text-3xl font-bold tracking-tight text-balance hyphens-auto sm:text-4xl">
          {blok.headline}
        </h2>
      ) : null}
      <ul className="grid gap-px overflow-hidden rounded-sm bg-steel-200 sm:grid-cols-2 lg:grid-cols-4">
        {blok.items.map((item) => (
          <li key={item._uid} className="flex flex-col gap-3 bg-white p-6">
            <span aria-hidden="true" className="h-1 w-10 bg-accent" />
            <h3 className="text-lg font-bold hyphens-auto">{item.title}</h3>
            <p className="text-steel-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
