import type { ReactNode } from 'react';
import { SectionHeading } from '@/site/ui/section-heading';

/**
 * A listing's title: the page's h1 when the listing opens a page without a hero (see
 * page-title.ts), else the block's h2. An intro, when given, follows as the lead.
 */
export function ListingHeading({
  id,
  pageTitle,
  intro,
  children,
}: {
  id: string;
  pageTitle: boolean;
  intro?: string;
  children: ReactNode;
}) {
  if (pageTitle) {
    return (
      <div className="mb-10 flex max-w-4xl flex-col gap-5 md:mb-14">
        <span aria-hidden="true" className="h-1.5 w-16 bg-accent" />
        <h1 id={id} className="heading-1">
          {children}
        </h1>
        {intro ? <p className="text-lg text-steel-700 md:text-xl">{intro}</p> : null}
      </div>
    );
  }
  return (
    <>
      <SectionHeading id={id} className={intro ? 'md:mb-5' : ''}>
        {children}
      </SectionHeading>
      {intro ? (
        <p className="-mt-4 mb-10 max-w-3xl text-lg text-steel-700 md:mt-0 md:mb-12">{intro}</p>
      ) : null}
    </>
  );
}
