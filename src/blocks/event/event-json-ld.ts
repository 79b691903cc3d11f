import type { Locale } from '@/i18n/routing';
import { isoDateTime } from '@/site/format/date';
import type { JsonLdValue } from '@/site/format/json-ld';
import type { EventDates } from './event-dates';
import type { EventBlok } from '@/content/generated/components';

/**
 * schema.org Event of a fair, open house, course or webinar. Webinars are online events at a
 * virtual location; everything else takes place at the venue, a Place with its postal address.
 */
export function eventJsonLd({
  event,
  dates,
  locale,
  url,
  websiteUrl,
  imageUrl,
  organization,
}: {
  event: EventBlok;
  dates: EventDates;
  locale: Locale;
  url: string;
  websiteUrl?: string;
  imageUrl?: string;
  organization: { [key: string]: JsonLdValue };
}): { [key: string]: JsonLdValue } {
  const online = event.kind === 'webinar';
  const place = {
    '@type': 'Place',
    name: event.venue || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: event.address || undefined,
      addressLocality: event.city || undefined,
      addressCountry: event.country || undefined,
    },
  };
  return {
    '@type': 'Event',
    name: event.title,
    description: event.teaser || undefined,
    startDate: isoDateTime(dates.start),
    endDate: isoDateTime(dates.end),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online ? { '@type': 'VirtualLocation', url: websiteUrl ?? url } : place,
    image: imageUrl ? [imageUrl] : undefined,
    organizer: organization,
    url,
    inLanguage: locale,
  };
}
