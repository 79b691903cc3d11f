import { describe, expect, it } from 'vitest';
import {
  contentDateString,
  formatDateRange,
  formatDay,
  isoDateTime,
  isoDay,
  parseContentDate,
} from './date';

describe('content dates', () => {
  it('reads YYYY-MM-DD HH:mm as wall-clock time in Europe/Rome, summer and winter', () => {
    expect(parseContentDate('2025-09-30 09:00')?.toISOString()).toBe('2025-09-30T07:00:00.000Z');
    expect(parseContentDate('2027-03-16 09:00')?.toISOString()).toBe('2027-03-16T08:00:00.000Z');
    expect(parseContentDate('2027-03-16')?.toISOString()).toBe('2027-03-15T23:00:00.000Z');
  });

  it('takes a value with an explicit zone as it says', () => {
    expect(parseContentDate('2026-11-01T09:00:00.000Z')?.toISOString()).toBe(
      '2026-11-01T09:00:00.000Z',
    );
  });

  it.each(['', '   ', 'tomorrow', '2026-02-30 10:00', '2026-13-01', '2026-01-01 25:00', null])(
    'refuses %j',
    (value) => {
      expect(parseContentDate(value)).toBeUndefined();
    },
  );

  it('writes ISO days and date-times with the site offset', () => {
    const date = parseContentDate('2027-03-16 09:00')!;
    expect(isoDay(date)).toBe('2027-03-16');
    expect(isoDateTime(date)).toBe('2027-03-16T09:00:00+01:00');
    expect(isoDateTime(parseContentDate('2026-09-22 09:00')!)).toBe('2026-09-22T09:00:00+02:00');
    expect(contentDateString(new Date('2026-11-22T05:30:00Z'))).toBe('2026-11-22 06:30');
  });
});

describe('dates in the visitor’s language', () => {
  const day = parseContentDate('2025-09-30 09:00')!;

  it.each([
    ['it', '30 settembre 2025'],
    ['en', '30 September 2025'],
    ['es', '30 de septiembre de 2025'],
    ['fr', '30 septembre 2025'],
    ['de', '30. September 2025'],
  ] as const)('formats a day in %s', (locale, expected) => {
    expect(formatDay(day, locale)).toBe(expected);
  });

  it('formats a multi-day period as a range without hours', () => {
    const start = parseContentDate('2027-03-16 09:00')!;
    const end = parseContentDate('2027-03-19 17:00')!;
    expect(formatDateRange(start, end, 'it')).toBe('16–19 marzo 2027');
    expect(formatDateRange(start, end, 'de')).toBe('16.–19. März 2027');
  });

  it('shows the hours of an event within one day', () => {
    const start = parseContentDate('2027-01-20 16:00')!;
    const end = parseContentDate('2027-01-20 17:30')!;
    expect(formatDateRange(start, end, 'en')).toBe('20 January 2027, 16:00–17:30');
  });

  it('shows only the start when the end is missing or before it', () => {
    const start = parseContentDate('2027-01-20 16:00')!;
    expect(formatDateRange(start, undefined, 'en')).toBe('20 January 2027');
    expect(formatDateRange(start, parseContentDate('2027-01-19 10:00'), 'en')).toBe(
      '20 January 2027',
    );
  });
});
