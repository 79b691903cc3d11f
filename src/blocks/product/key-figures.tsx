import type { KeyFigureBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

/** The product's headline numbers, big, on the dark band under the header. */
export function KeyFigures({ figures, label }: { figures: KeyFigureBlok[]; label: string }) {
  if (figures.length === 0) return null;
  return (
    <section aria-label={label} className="bg-ink text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-5 py-10 sm:px-8 md:py-12 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={shortId(figure._uid)}
            className="flex flex-col-reverse gap-2 border-l-4 border-accent pl-4 md:pl-5"
          >
            <dt className="text-sm leading-snug break-words text-steel-200 hyphens-auto md:text-base">
              {figure.label}
            </dt>
            <dd className="text-4xl leading-none font-extrabold tracking-tight tabular-nums md:text-6xl">
              {figure.value}
              {figure.unit ? (
                <span className="ml-1 text-xl font-bold text-accent md:text-2xl">
                  {figure.unit}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
