import ICAL from 'ical.js';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Story } from '@/content';
import type { EventBlok } from '@/content/generated/components';
import type { Locale } from '@/i18n/routing';
import { parseContentDate } from '@/site/format/date';
import { messages } from '../../../tests/helpers/render-block';
import { eventsCalendar } from './event-calendar';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as 'Events' }),
}));
vi.mock('@/site/page-context', () => ({
  globalSettings: async () => ({ company_name: 'Fortarc' }),
}));

function eventStory(uuid: string, slug: string, content: Partial<EventBlok>): Story {
  return {
    uuid,
    slug,
    name: content.title,
    full_slug: `fiere-ed-eventi/${slug}`,
    default_full_slug: `fiere-ed-eventi/${slug}`,
    lang: 'default',
    translated_slugs: [],
    published_at: '2026-08-15T09:00:00.000Z',
    updated_at: '2026-08-15T09:00:00.000Z',
    content: {
      component: 'event',
      _uid: uuid,
      kind: 'fair',
      venue: 'Messe Stuttgart',
      address: 'Messepiazza 1, 70629 Stuttgart, Deutschland',
      city: 'Stoccarda',
      country: 'Germania',
      stand: 'Padiglione 8, stand 8C41',
      teaser:
        'Alla fiera della carpenteria metallica della Germania meridionale presentiamo la gamma completa per saldatura manuale e robotizzata, con il team del centro assistenza di Esslingen.',
      ...content,
    },
  } as unknown as Story;
}

const winter = eventStory('aff8b327-3995-5f66-9aa8-67e52e32c1b8', 'fiera-metallbau-2027', {
  title: 'Metallbau Süd 2027 – una fiera con un nome lungo abbastanza da andare a capo',
  start_date: '2027-03-16 09:00',
  end_date: '2027-03-19 17:00',
});
const summer = eventStory('b0000000-0000-4000-8000-000000000001', 'porte-aperte-2027', {
  title: 'Porte aperte',
  kind: 'open-house',
  start_date: '2027-07-02 10:00',
  end_date: '2027-07-02 18:00',
  address: '',
  stand: '',
});
const allDay = eventStory('b0000000-0000-4000-8000-000000000002', 'giornata-2027', {
  title: 'Giornata tecnica',
  start_date: '2027-05-10',
  end_date: '2027-05-11',
});

async function calendar(stories: Story[], locale: Locale = 'it') {
  const text = await eventsCalendar({
    name: 'Fortarc – Fiere ed eventi',
    stories,
    locale,
    siteUrl: 'https://www.fortarc.example',
  });
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { text, root, events: root.getAllSubcomponents('vevent') };
}

describe('the events calendar (RFC 5545)', () => {
  it('gives each event its stable UID, a UTC DTSTAMP and its times in Europe/Rome', async () => {
    const { events, root } = await calendar([winter, summer]);
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(
      root.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    ).toEqual(['Europe/Rome']);
    const [first, second] = events.map((component) => new ICAL.Event(component));
    expect(first!.uid).toBe('aff8b327-3995-5f66-9aa8-67e52e32c1b8@www.fortarc.example');
    const stamp = events[0]!.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.zone?.tzid).toBe('UTC');
    expect(stamp.toJSDate().toISOString()).toBe('2026-08-15T09:00:00.000Z');
    expect(events[0]!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Rome');
    // 09:00 in March is 08:00 UTC; 10:00 in July is 08:00 UTC (summer time)
    expect(first!.startDate.toJSDate()).toEqual(parseContentDate('2027-03-16 09:00'));
    expect(first!.startDate.toJSDate().toISOString()).toBe('2027-03-16T08:00:00.000Z');
    expect(first!.endDate.toJSDate().toISOString()).toBe('2027-03-19T16:00:00.000Z');
    expect(second!.startDate.toJSDate().toISOString()).toBe('2027-07-02T08:00:00.000Z');
  });

  it('says what, where and more in the page’s language, with the page’s address', async () => {
    const { events } = await calendar([winter]);
    const [event] = events;
    expect(event!.getFirstPropertyValue('summary')).toBe(winter.content.title);
    expect(event!.getFirstPropertyValue('location')).toBe(
      'Messe Stuttgart, Messepiazza 1, 70629 Stuttgart, Deutschland',
    );
    expect(event!.getFirstPropertyValue('url')).toBe(
      'https://www.fortarc.example/fiere-ed-eventi/fiera-metallbau-2027',
    );
    const description = String(event!.getFirstPropertyValue('description'));
    expect(description).toContain('Stand: Padiglione 8, stand 8C41');
    expect(description).toContain(String(winter.content.teaser));
    expect(event!.getFirstPropertyValue('categories')).toBe('Fiera');
    const english = await calendar([winter], 'en');
    expect(english.events[0]!.getFirstPropertyValue('categories')).toBe('Trade fair');
  });

  it('writes an event without times as all-day dates, its end the day after', async () => {
    const { events } = await calendar([allDay]);
    const start = events[0]!.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = events[0]!.getFirstPropertyValue('dtend') as ICAL.Time;
    expect([start.isDate, start.toString(), end.toString()]).toEqual([
      true,
      '2027-05-10',
      '2027-05-12',
    ]);
  });

  it('ends every line with CRLF and folds it at 75 octets', async () => {
    const { text } = await calendar([winter, summer, allDay]);
    expect(text).not.toMatch(/[^\r]\n/);
    const lines = text.split('\r\n');
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  });
});
