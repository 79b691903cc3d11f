import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { hrefFor } from '@/content';
import { Icon } from '@/site/editorial/icons';
import { feedPath, subscriptionUrl } from '@/paths/feed-paths';
import { absoluteUrl } from '@/site/page-metadata';
import { renderTime } from '@/site/format/date';
import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import { eventDates, eventTiming } from '../event/event-dates';
import type { BlockProps } from '../types';
import { EventCard, PastEventRow } from './event-card';
import { listEvents } from './event-query';
import type { EventBlok, EventsListingBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

const KINDS = new Set(['fair', 'open-house', 'training', 'webinar']);

/**
 * Upcoming events first, soonest first; then, with `show_past`, the past ones apart, newest
 * first. Upcoming and past are decided when the page renders: at build for the pre-rendered page.
 */
export async function EventsListing({ blok, context }: BlockProps<EventsListingBlok>) {
  const { locale } = context;
  const now = renderTime();
  const [t, events] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    listEvents(locale, now, { includePast: !!blok.show_past }),
  ]);
  const kindLabel = (kind: string) =>
    KINDS.has(kind)
      ? t(`kind.${kind as 'fair' | 'open-house' | 'training' | 'webinar'}`)
      : undefined;
  const headingId = `${shortId(blok._uid)}-title`;
  const pastId = `${shortId(blok._uid)}-past`;
  const calendar = context.story ? feedPath(hrefFor(context.story, locale), 'ics') : undefined;
  return (
    <>
      <Section labelledBy={headingId}>
        <SectionHeading id={headingId} eyebrow={t('upcoming')}>
          {blok.headline || t('listTitle')}
        </SectionHeading>
        {calendar ? (
          <div className="-mt-4 mb-8 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
            <a
              href={subscriptionUrl(absoluteUrl(env().SITE_URL, calendar))}
              className="inline-flex min-h-11 items-center gap-2 font-semibold link-underline"
            >
              <Icon name="calendar" className="size-5 text-accent-strong" />
              {t('subscribe')}
            </a>
            <a
              href={calendar}
              download
              type="text/calendar"
              className="inline-flex min-h-11 items-center gap-2 link-underline"
            >
              <Icon name="download" className="size-4" />
              {t('calendarFile')}
            </a>
            <span className="text-steel-700">{t('calendarNote')}</span>
          </div>
        ) : null}
        {events.upcoming.length === 0 ? (
          <p className="max-w-2xl rounded-sm border-l-4 border-accent bg-steel-50 p-6 text-lg text-steel-800">
            {t('noUpcoming')}
          </p>
        ) : (
          <ul className="card-grid" data-events="upcoming">
            {events.upcoming.map((story) => {
              const event = story.content as unknown as EventBlok;
              const dates = eventDates(event);
              return (
                <li key={story.slug}>
                  <EventCard
                    story={story}
                    locale={locale}
                    kindLabel={kindLabel(event.kind)}
                    ongoing={!!dates && eventTiming(dates, now) === 'ongoing'}
                    ongoingLabel={t('ongoing')}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      {events.past.length ? (
        <Section tone="muted" labelledBy={pastId}>
          <SectionHeading id={pastId}>{t('past')}</SectionHeading>
          <ul className="divide-y divide-steel-200 border-y border-steel-200" data-events="past">
            {events.past.map((story) => (
              <li key={story.slug}>
                <PastEventRow
                  story={story}
                  locale={locale}
                  kindLabel={kindLabel((story.content as unknown as EventBlok).kind)}
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
