import NextLink from 'next/link';
import { hrefFor, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { ContentImage } from '@/site/ui/content-image';
import { productOf } from './load-products';

interface Props {
  story: Story;
  locale: Locale;
  familyLabel: string;
  processLabels: string[];
  /** The heading level of the card title under the section's heading. */
  headingLevel?: 'h3' | 'h4';
  sizes?: string;
}

/** A product in a grid: image, family, name (the link), model code, summary, key figures or processes. */
export function ProductCard({
  story,
  locale,
  familyLabel,
  processLabels,
  headingLevel: Heading = 'h3',
  sizes = '(min-width: 1280px) 380px, (min-width: 640px) 50vw, 100vw',
}: Props) {
  const product = productOf(story);
  const figures = (product.key_figures ?? []).slice(0, 3);
  return (
    <li className="group card relative grid grid-cols-[6.5rem_minmax(0,1fr)] focus-within:shadow-lg sm:flex sm:h-full sm:flex-col">
      <div className="relative aspect-square self-start overflow-hidden bg-steel-100 sm:aspect-[4/3] sm:self-auto">
        <ContentImage
          asset={product.image}
          sizes={sizes}
          fill
          className="transition-transform duration-250 ease-in-out group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-col gap-2 p-4 sm:gap-3 sm:p-6 sm:pb-4">
        <p className="text-xs font-semibold tracking-[0.16em] text-steel-600 uppercase">
          {familyLabel}
        </p>
        <Heading className="text-xl leading-tight font-extrabold tracking-tight hyphens-auto sm:text-2xl">
          <NextLink
            href={hrefFor(story, locale)}
            className="after:absolute after:inset-0 after:content-['']"
          >
            {product.name}
          </NextLink>
        </Heading>
        <p className="font-mono text-sm text-steel-600">{product.model_code}</p>
        <p className="line-clamp-3 text-sm text-steel-700 sm:line-clamp-4 sm:text-base">
          {product.summary}
        </p>
      </div>
      {figures.length > 0 ? (
        <dl className="col-span-2 mx-4 mb-4 grid grid-cols-3 gap-3 border-t border-steel-200 pt-3 sm:mx-6 sm:mt-auto sm:mb-6 sm:pt-4">
          {figures.map((figure) => (
            <div key={figure._uid} className="flex flex-col-reverse gap-1">
              <dt className="text-xs leading-snug break-words text-steel-600 hyphens-auto">
                {figure.label}
              </dt>
              <dd className="text-xl leading-none font-extrabold tabular-nums">
                {figure.value}
                {figure.unit ? (
                  <span className="ml-0.5 text-sm font-semibold text-steel-700">{figure.unit}</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : processLabels.length > 0 ? (
        <ul className="col-span-2 mx-4 mb-4 flex flex-wrap gap-2 border-t border-steel-200 pt-3 sm:mx-6 sm:mt-auto sm:mb-6 sm:pt-4">
          {processLabels.map((label) => (
            <li key={label} className="rounded-sm bg-steel-100 px-2 py-1 text-xs text-steel-800">
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      <span
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-1 origin-left scale-x-0 bg-accent transition-transform duration-250 ease-in-out group-hover:scale-x-100"
      />
    </li>
  );
}
