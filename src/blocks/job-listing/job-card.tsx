import { shortId } from '@/site/ui/short-id';
import { PageLink } from '@/site/ui/page-link';
import { hrefFor, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { Icon } from '@/site/editorial/icons';
import { formatDay, isoDay, parseContentDate } from '@/site/format/date';
import type { JobPositionBlok } from '@/content/generated/components';

/** A job opening as a card: department, title (the link), summary, location and type, date. */
export function JobCard({
  story,
  locale,
  typeLabel,
  postedLabel,
  viewLabel,
}: {
  story: Story;
  locale: Locale;
  typeLabel?: string;
  postedLabel: string;
  viewLabel: string;
}) {
  const job = story.content as unknown as JobPositionBlok;
  const posted = parseContentDate(job.date_posted);
  return (
    <article
      className="card group relative h-full border-t-4 border-t-accent"
      data-job={shortId(story.uuid)}
    >
      <div className="flex flex-1 flex-col gap-4 p-6">
        {job.department ? (
          <p className="text-xs font-semibold tracking-[0.16em] text-steel-600 uppercase">
            {job.department}
          </p>
        ) : null}
        <h3 className="heading-3 break-words">
          <PageLink href={hrefFor(story, locale)} className="card-link">
            {job.title || story.name}
          </PageLink>
        </h3>
        {job.summary ? <p className="line-clamp-4 text-steel-700">{job.summary}</p> : null}
        <ul className="flex flex-wrap gap-2">
          {job.location ? (
            <li className="chip gap-1.5">
              <Icon name="pin" className="size-4 text-steel-600" />
              {job.location}
            </li>
          ) : null}
          {typeLabel ? (
            <li className="chip gap-1.5">
              <Icon name="briefcase" className="size-4 text-steel-600" />
              {typeLabel}
            </li>
          ) : null}
        </ul>
        <div className="mt-auto flex items-center justify-between gap-4 border-t border-steel-200 pt-4 text-sm">
          {posted ? (
            <p className="text-steel-600">
              {postedLabel} <time dateTime={isoDay(posted)}>{formatDay(posted, locale)}</time>
            </p>
          ) : (
            <span />
          )}
          <span className="flex items-center gap-1 font-semibold text-ink" aria-hidden="true">
            {viewLabel}
            <Icon
              name="arrowRight"
              className="size-4 transition-transform duration-250 group-hover:translate-x-1"
            />
          </span>
        </div>
      </div>
    </article>
  );
}
