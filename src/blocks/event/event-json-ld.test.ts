import { describe, expect, it } from 'vitest';
import { jsonLdText } from '@/site/format/json-ld';
import { eventDates, eventTiming } from './event-dates';
import { eventJsonLd } from './event-json-ld';
import type { EventBlok } from '@/content/generated/components';

const fair: EventBlok = {
  component: 'event',
  _uid: 'e',
  title: 'Metallbau Süd 2027',
  kind: 'fair',
  start_date: '2027-03-16 09:00',
  end_date: '2027-03-19 17:00',
  venue: 'Messe Stuttgart',
  city: 'Stuttgart',
  country: 'Deutschland',
  address: 'Messepiazza 1, 70629 Stuttgart',
  teaser: 'Fair',
  image: { id: 1, filename: '/assets/images/1920x1080/scenes/fair-stand.jpg' },
};
const organization = { '@type': 'Organization', name: 'Fortarc' };

describe('event dates', () => {
  it('reads start and end, and takes the start as the end when the end is missing or earlier', () => {
    expect(eventDates(fair)?.end.toISOString()).toBe('2027-03-19T16:00:00.000Z');
    expect(eventDates({ start_date: '2027-03-16 09:00', end_date: '' })?.end.toISOString()).toBe(
      '2027-03-16T08:00:00.000Z',
    );
    expect(
      eventDates({ start_date: '2027-03-16 09:00', end_date: '2027-03-01 09:00' })?.end,
    ).toEqual(eventDates({ start_date: '2027-03-16 09:00', end_date: '' })?.end);
    expect(eventDates({ start_date: 'soon', end_date: '' })).toBeUndefined();
  });

  it('is upcoming before the start, ongoing until the end, past after it', () => {
    const dates = eventDates(fair)!;
    expect(eventTiming(dates, new Date('2027-03-01T00:00:00Z'))).toBe('upcoming');
    expect(eventTiming(dates, new Date('2027-03-17T12:00:00Z'))).toBe('ongoing');
    expect(eventTiming(dates, new Date('2027-03-20T00:00:00Z'))).toBe('past');
  });
});

describe('Event JSON-LD', () => {
  it('describes a fair at its venue with a postal address', () => {
    const data = eventJsonLd({
      event: fair,
      dates: eventDates(fair)!,
      locale: 'de',
      url: 'https://fortarc.example/de/x',
      organization,
    });
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2027-03-16T09:00:00+01:00',
      endDate: '2027-03-19T17:00:00+01:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Messe Stuttgart',
        address: { '@type': 'PostalAddress', addressLocality: 'Stuttgart' },
      },
      organizer: organization,
      inLanguage: 'de',
    });
  });

  it('puts a webinar at a virtual location', () => {
    const webinar = { ...fair, kind: 'webinar' as const, address: undefined };
    const data = eventJsonLd({
      event: webinar,
      dates: eventDates(webinar)!,
      locale: 'en',
      url: 'https://fortarc.example/en/x',
      websiteUrl: 'https://example.com/webinar',
      organization,
    });
    expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(data.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://example.com/webinar',
    });
  });

  it('serialises with < escaped, so no value can close the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
