import { describe, expect, it } from 'vitest';
import { openingHoursLines } from './opening-hours';

describe('opening hours in the visitor’s language', () => {
  it('words the days by the language and keeps the times', () => {
    expect(openingHoursLines('Mo-Fr 08:00-12:00,13:30-17:30; Sa 08:00-12:00', 'en')).toEqual([
      { days: 'Mon–Fri', hours: '08:00–12:00, 13:30–17:30' },
      { days: 'Sat', hours: '08:00–12:00' },
    ]);
    expect(openingHoursLines('Mo-Th 07:30-16:30; Fr 07:30-12:30', 'it')).toEqual([
      { days: 'lun–gio', hours: '07:30–16:30' },
      { days: 'ven', hours: '07:30–12:30' },
    ]);
    expect(openingHoursLines('Mo-Fr 07:00-16:00', 'de')?.[0]?.days).toBe('Mo–Fr');
    expect(openingHoursLines('Mo,We,Fr 09:00-12:00', 'fr')?.[0]?.days).toBe('lun., mer., ven.');
  });

  it('gives nothing for a value in another form, so it is shown as written', () => {
    for (const value of [
      '',
      'Mon-Fri 8-17',
      'Mo-Fr',
      'Mo-Fr 08:00-17:00 closed',
      'Xx 08:00-12:00',
    ]) {
      expect(openingHoursLines(value, 'en'), value).toBeUndefined();
    }
  });
});
