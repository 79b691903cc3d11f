import { shortId } from '@/site/ui/short-id';
import { PageLink } from '@/site/ui/page-link';
import { hrefFor, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { Icon } from '@/site/editorial/icons';
import { formatDateRange, isoDateTime } from '@/site/format/date';
import { ContentImage } from '@/site/ui/content-image';
import { CARD_IMAGE_SIZES } from '../blog-listing/post-card';
import { eventDates } from '../event/event-dates';
import type { EventBlok } from '@/content/generated/components';

/** An upcoming event as a card: picture with its kind, dates, title (the link), place, stand. */
export function EventCard({
  story,
  locale,
  kindLabel,
  ongoingLabel,
  ongoing,
}: {
  story: Story;
  locale: Locale;
  kindLabel?: string;
  ongoingLabel: string;
  ongoing: boolean;
}) {
  const event = story.content as unknown as EventBlok;
  const dates = eventDates(event);
  const place = [event.city, event.country].filter(Boolean).join(', ');
  return (
    <article className="card group relative h-full" data-event={shortId(story.uuid)}>
      <div className="relative aspect-[4/3] overflow-hidden bg-steel-100">
        <ContentImage
          asset={event.image}
          fill
          sizes={CARD_IMAGE_SIZES}
          decorative
          className="card-zoom"
        />
        <p className="absolute top-4 left-4 flex flex-wrap gap-2">
          {kindLabel ? (
            <span className="rounded-sm bg-ink px-2.5 py-1 text-xs font-bold tracking-[0.14em] text-white uppercase">
              {kindLabel}
            </span>
          ) : null}
          {ongoing ? (
            <span className="rounded-sm bg-accent px-2.5 py-1 text-xs font-bold tracking-[0.14em] text-ink uppercase">
              {ongoingLabel}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        {dates ? (
          <p className="flex items-center gap-2 font-semibold text-ink">
            <Icon name="calendar" className="size-5 text-steel-600" />
            <time dateTime={isoDateTime(dates.start)}>
              {formatDateRange(dates.start, dates.end, locale)}
            </time>
          </p>
        ) : null}
        <h3 className="heading-3 break-words">
          <PageLink href={hrefFor(story, locale)} className="card-link">
            {event.title || story.name}
          </PageLink>
        </h3>
        {place || event.venue ? (
          <p className="flex items-start gap-2 text-steel-700">
            <Icon name="pin" className="mt-0.5 size-5 text-steel-600" />
            <span>
              {event.venue}
              {event.venue && place ? <br /> : null}
              {place}
            </span>
          </p>
        ) : null}
        {event.stand ? <p className="mt-auto pt-1 text-sm text-steel-600">{event.stand}</p> : null}
      </div>
    </article>
  );
}

/** A past event as a compact row: dates, title (the link), place. */
export function PastEventRow({
  story,
  locale,
  kindLabel,
}: {
  story: Story;
  locale: Locale;
  kindLabel?: string;
}) {
  const event = story.content as unknown as EventBlok;
  const dates = eventDates(event);
  const place = [event.city, event.country].filter(Boolean).join(', ');
  return (
    <article
      className="group relative grid gap-1 py-5 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-8"
      data-event={shortId(story.uuid)}
    >
      <p className="text-sm font-semibold text-steel-600">
        {dates ? (
          <time dateTime={isoDateTime(dates.start)}>
            {formatDateRange(dates.start, dates.end, locale)}
          </time>
        ) : null}
      </p>
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-bold break-words hyphens-auto">
          <PageLink href={hrefFor(story, locale)} className="card-link">
            {event.title || story.name}
          </PageLink>
        </h3>
        <p className="text-steel-700">{[kindLabel, place].filter(Boolean).join(' · ')}</p>
      </div>
    </article>
  );
}
