import type { ReactNode } from 'react';

/**
 * The dark title band of the editorial templates (news item, event, job opening, download): an
 * eyebrow line with optional badges, the page's single h1, a lead and a meta row. `overlap`
 * leaves room below for an image that rides up into the band.
 */
export function TemplateHeader({
  eyebrow,
  badges,
  title,
  lead,
  meta,
  overlap = false,
  breadcrumbs,
}: {
  eyebrow?: ReactNode;
  badges?: ReactNode;
  title: string;
  lead?: string;
  meta?: ReactNode;
  overlap?: boolean;
  /** The page's breadcrumb trail, above the title (dark tone). */
  breadcrumbs?: ReactNode;
}) {
  return (
    <header className="hero-glow bg-ink text-white">
      <div
        className={`mx-auto max-w-6xl px-5 sm:px-8 ${breadcrumbs ? 'pt-2 md:pt-4' : 'pt-12 md:pt-20'} ${overlap ? 'pb-28 sm:pb-40 md:pb-52' : 'pb-14 md:pb-20'}`}
      >
        {breadcrumbs ? <div className="mb-8 md:mb-14">{breadcrumbs}</div> : null}
        <div className="flex max-w-4xl flex-col gap-5">
          {eyebrow || badges ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
              {badges}
            </div>
          ) : null}
          <h1 className="heading-1 break-words">{title}</h1>
          {lead ? (
            <p className="max-w-3xl text-lg leading-relaxed text-steel-200 sm:text-xl">{lead}</p>
          ) : null}
          {meta ? (
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-steel-200">{meta}</div>
          ) : null}
        </div>
      </div>
    </header>
  );
}

/** A small label in the title band (`Past event`, `Expired`): outlined, readable on ink. */
export function HeaderBadge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'accent';
}) {
  const tones = {
    neutral: 'border-steel-300 text-steel-100',
    accent: 'border-accent bg-accent text-ink',
  };
  return (
    <span
      className={`inline-flex items-center rounded-sm border px-2.5 py-0.5 text-xs font-bold tracking-[0.14em] uppercase ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
