import type { Locale } from '@/i18n/routing';

/**
 * Dates of the content (`YYYY-MM-DD HH:mm`, as the Content Delivery API answers a datetime field)
 * are read as wall-clock time in the company's time zone, the one next-intl renders in
 * (src/i18n/request.ts): an editor who types 09:00 for a fair in Stuttgart means 09:00 there, and
 * every demo event is in Central European time. One module reads and formats them so the lists,
 * the templates and the JSON-LD agree.
 */
export const SITE_TIME_ZONE = 'Europe/Rome';

/** The BCP 47 tags the site formats with (British English, as the Open Graph locale says). */
export const intlLocales: Record<Locale, string> = {
  it: 'it-IT',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
};

const CONTENT_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Minutes the site's time zone is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function siteOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant a content date stands for, or undefined when it is blank or malformed. A value
 * with an explicit zone (`2026-11-01T09:00:00.000Z`) is taken as it says.
 */
export function parseContentDate(value: string | null | undefined): Date | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const match = CONTENT_DATE.exec(text);
  if (!match) {
    const zoned = /(?:Z|[+-]\d{2}:\d{2})$/.test(text) ? Date.parse(text) : Number.NaN;
    return Number.isNaN(zoned) ? undefined : new Date(zoned);
  }
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const wall = Date.UTC(+year!, +month! - 1, +day!, +hour, +minute, +second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== +month! - 1 || check.getUTCDate() !== +day!) return undefined;
  if (+hour > 23 || +minute > 59 || +second > 59) return undefined;
  // The offset at the guessed instant, then again at the corrected one (a DST change in between).
  const first = wall - siteOffsetMinutes(wall) * 60_000;
  return new Date(wall - siteOffsetMinutes(first) * 60_000);
}

const isoParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(date: Date): Record<string, string> {
  return Object.fromEntries(isoParts.formatToParts(date).map((part) => [part.type, part.value]));
}

/** `2025-09-30`: the calendar day in the site's time zone, for `<time dateTime>` of a day. */
export function isoDay(date: Date): string {
  const parts = wallClock(date);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `2027-03-16T09:00:00+01:00`: ISO 8601 with the site's offset, for JSON-LD and `<time>`. */
export function isoDateTime(date: Date): string {
  const parts = wallClock(date);
  const offset = siteOffsetMinutes(date.getTime());
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${isoDay(date)}T${parts.hour}:${parts.minute}:${parts.second}${sign}${hours}:${minutes}`;
}

/** `2026-11-22 06:30`: an instant as the content writes dates, for `gt_date`/`lt_date` filters. */
export function contentDateString(date: Date): string {
  const parts = wallClock(date);
  return `${isoDay(date)} ${parts.hour}:${parts.minute}`;
}

/** `30 September 2025` / `30. September 2025`: a day in the visitor's language. */
export function formatDay(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], {
    dateStyle: 'long',
    timeZone: SITE_TIME_ZONE,
  }).format(date);
}

/** A short day for dense cards: `30 Sept 2025`, `30. Sept. 2025`. */
export function formatShortDay(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], {
    dateStyle: 'medium',
    timeZone: SITE_TIME_ZONE,
  }).format(date);
}

/**
 * A period in the visitor's language: `16–19 March 2027`, `26 February – 2 March 2027`; an event
 * within one day shows its hours (`20 January 2027, 16:00–17:30`). An end before the start is
 * ignored.
 */
export function formatDateRange(start: Date, end: Date | undefined, locale: Locale): string {
  const sameDay = !end || isoDay(start) === isoDay(end);
  const withTime = sameDay && !!end && end.getTime() > start.getTime();
  const format = new Intl.DateTimeFormat(intlLocales[locale], {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: SITE_TIME_ZONE,
  });
  if (!end || end.getTime() <= start.getTime()) return format.format(start);
  return format.formatRange(start, end);
}

/**
 * The moment a page is rendered, against which upcoming, past, open and expired are decided:
 * build time for a pre-rendered page, request time for a request-time listing render.
 */
export function renderTime(): Date {
  return new Date();
}
