import { TZDate } from '@date-fns/tz';
import ical, { type ICalEventData } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { getTranslations } from 'next-intl/server';
import { hrefFor, type Story } from '@/content';
import type { EventBlok, PageBlok } from '@/content/generated/components';
import type { Locale } from '@/i18n/routing';
import { feedPath } from '@/paths/feed-paths';
import { SITE_TIME_ZONE } from '@/site/format/date';
import { globalSettings } from '@/site/page-context';
import { absoluteUrl } from '@/site/page-metadata';
import { eventDates } from './event-dates';

/** How often a subscribed calendar application should ask again. */
const REFRESH_SECONDS = 12 * 60 * 60;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const KINDS = ['fair', 'open-house', 'training', 'webinar'] as const;

/** A time zone's VTIMEZONE block, from the library's own data (no file read at run time). */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0]?.startsWith('BEGIN:VTIMEZONE') ? block[0] : null;
}

/** Whether a page lists the events (an `events-listing` block in its body): it has a calendar. */
export function listsEvents(story: Story): boolean {
  const body = (story.content as unknown as Partial<PageBlok>).body;
  return (
    story.content.component === 'page' &&
    !!body?.some((blok) => blok.component === 'events-listing')
  );
}

export function isEvent(story: Story): boolean {
  return story.content.component === 'event';
}

/**
 * The calendar a page announces (`<link rel="alternate">`): an event's own entry, the events
 * listing's calendar of every upcoming event; undefined elsewhere.
 */
export function announcedCalendar(
  story: Story,
  locale: Locale,
): { path: string; title: string } | undefined {
  if (!isEvent(story) && !listsEvents(story)) return undefined;
  return { path: feedPath(hrefFor(story, locale), 'ics'), title: story.name };
}

/** `2027-03-16` as the instant that day starts in UTC, which is how an all-day date is written. */
function calendarDay(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

/** A day later: an all-day event's end is the day after its last day (RFC 5545, 3.6.1). */
function nextDay(day: Date): Date {
  return new Date(day.getTime() + 86_400_000);
}

/**
 * An event's times: the content's dates are wall-clock time in the company's time zone (see
 * src/site/format/date.ts), so they are written with that zone's TZID and its VTIMEZONE; a date
 * without a time is an all-day event.
 */
function eventTimes(
  event: EventBlok,
): Pick<ICalEventData, 'start' | 'end' | 'allDay' | 'timezone'> | undefined {
  const start = event.start_date?.trim() ?? '';
  const end = event.end_date?.trim() ?? '';
  if (DATE_ONLY.test(start) && (end === '' || DATE_ONLY.test(end))) {
    const first = calendarDay(start);
    const last = end && end >= start ? calendarDay(end) : first;
    return { start: first, end: nextDay(last), allDay: true };
  }
  const dates = eventDates(event);
  if (!dates) return undefined;
  return {
    start: new TZDate(dates.start.getTime(), SITE_TIME_ZONE),
    end: new TZDate(dates.end.getTime(), SITE_TIME_ZONE),
    timezone: SITE_TIME_ZONE,
  };
}

/** Where: the venue and its postal address, which names city and country; else those two. */
function location(event: EventBlok): string {
  const address = event.address?.trim() || [event.city, event.country].filter(Boolean).join(', ');
  return [event.venue, address].filter(Boolean).join(', ');
}

/**
 * An RFC 5545 calendar of `stories` (events) in `locale`: each with a stable UID (its story's,
 * the same in every language, so a calendar that has it updates it), DTSTAMP and LAST-MODIFIED
 * from its publication, its times in Europe/Rome, and SUMMARY, LOCATION, URL and DESCRIPTION in
 * the page's language. ical-generator writes CRLF line ends and folds lines at 75 octets.
 */
export async function eventsCalendar({
  name,
  stories,
  locale,
  siteUrl,
}: {
  name: string;
  stories: readonly Story[];
  locale: Locale;
  siteUrl: string;
}): Promise<string> {
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    globalSettings(locale),
  ]);
  const host = new URL(siteUrl).hostname;
  const calendar = ical({
    name,
    prodId: { company: settings.company_name, product: 'Website', language: locale.toUpperCase() },
    // no calendar-wide zone: DTSTAMP stays in UTC as RFC 5545 requires; each event names its own
    timezone: { name: null, generator: vtimezone },
    ttl: REFRESH_SECONDS,
  });
  for (const story of stories) {
    const event = story.content as unknown as EventBlok;
    const times = eventTimes(event);
    if (!times) continue;
    const url = absoluteUrl(siteUrl, hrefFor(story, locale));
    const kind = KINDS.find((known) => known === event.kind);
    const stand = event.stand ? `${t('stand')}: ${event.stand}` : '';
    const published = new Date(story.published_at ?? story.updated_at);
    calendar.createEvent({
      id: `${story.uuid}@${host}`,
      ...times,
      stamp: published,
      lastModified: published,
      summary: event.title,
      location: location(event),
      url,
      description: [event.teaser, stand, url].filter(Boolean).join('\n\n'),
      ...(kind ? { categories: [{ name: t(`kind.${kind}`) }] } : {}),
    });
  }
  return calendar.toString();
}
