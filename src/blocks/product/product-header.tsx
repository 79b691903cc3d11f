import { StrokeIcon } from '@/site/ui/stroke-icon';
import type { ReactNode } from 'react';

/** Processes and materials as labelled lists of chips. */
export function ProductFacts({ facts }: { facts: Array<{ term: string; values: string[] }> }) {
  const shown = facts.filter((fact) => fact.values.length > 0);
  if (shown.length === 0) return null;
  return (
    <dl className="flex flex-col gap-4">
      {shown.map((fact) => (
        <div key={fact.term} className="flex flex-col gap-2">
          <dt className="label-caps">{fact.term}</dt>
          <dd>
            <ul className="flex flex-wrap gap-2">
              {fact.values.map((value) => (
                <li key={value} className="chip bg-white">
                  {value}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Links to the sections of the product page, so a professional goes straight to the data. */
export function SectionLinks({
  label,
  links,
}: {
  label: string;
  links: Array<{ id: string; text: string }>;
}) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className="border-t border-steel-200 pt-5">
      <ul className="-mx-5 flex gap-1 overflow-x-auto px-5 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`} className="section-link">
              <StrokeIcon d="M12 5v14M6 13l6 6 6-6" className="icon-bold size-4" />
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section of the product page with an anchor and an h2. */
export function ProductSection({
  id,
  title,
  tone = 'light',
  children,
}: {
  id: string;
  title: string;
  tone?: 'light' | 'muted';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`section scroll-mt-20 ${tone === 'muted' ? 'bg-steel-50' : 'bg-white'}`}
    >
      <div className="wrap max-w-7xl">
        <h2 id={`${id}-title`} className="heading-2 mb-8 md:mb-10">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
