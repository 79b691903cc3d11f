import NextLink from 'next/link';
import { hrefFor, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import type { ProductBlok } from '@/content/generated/components';

interface Props {
  story: Story;
  locale: Locale;
  familyLabel: string;
  materialLabels: string[];
}

export function ProductCard({ story, locale, familyLabel, materialLabels }: Props) {
  const product = story.content as unknown as ProductBlok;
  return (
    <li className="group relative flex flex-col gap-3 border-t-4 border-steel-200 bg-white p-6 shadow-sm transition-colors duration-250 ease-in-out hover:border-accent">
      <p className="text-xs font-semibold tracking-[0.16em] text-steel-600 uppercase">
        {familyLabel}
      </p>
      <h3 className="text-2xl font-extrabold tracking-tight hyphens-auto">
        <NextLink href={hrefFor(story, locale)} className="after:absolute after:inset-0">
          {product.name}
        </NextLink>
      </h3>
      <p className="font-mono text-sm text-steel-600">{product.model_code}</p>
      <p className="text-steel-700">{product.summary}</p>
      <ul className="mt-auto flex flex-wrap gap-2 pt-2">
        {materialLabels.map((label) => (
          <li key={label} className="rounded-sm bg-steel-100 px-2 py-1 text-xs text-steel-800">
            {label}
          </li>
        ))}
      </ul>
    </li>
  );
}
