/**
 * Opening hours as schema.org writes them (`Mo-Fr 08:00-12:00,14:00-18:00; Sa 08:00-12:00`, the
 * partner's content field) worded in the visitor's language: one line per rule, the days by
 * `Intl` ("Mon–Fri", "lun–ven", "Mo.–Fr."), the times as written. Undefined when the value is
 * not in that form, so the page can show it as the editor wrote it.
 */
const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const DAY = `(?:${DAYS.join('|')})`;
const DAY_SPEC = new RegExp(`^${DAY}(?:-${DAY})?(?:,${DAY}(?:-${DAY})?)*$`);
const TIME_SPEC = /^(?:[01]\d|2[0-4]):[0-5]\d-(?:[01]\d|2[0-4]):[0-5]\d$/;

export interface OpeningLine {
  days: string;
  hours: string;
}

/** 2024-01-01 was a Monday. */
function dayName(day: string, format: Intl.DateTimeFormat): string {
  const index = DAYS.indexOf(day as (typeof DAYS)[number]);
  return format.format(new Date(Date.UTC(2024, 0, 1 + index)));
}

export function openingHoursLines(value: string, locale: string): OpeningLine[] | undefined {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const rules = value
    .split(';')
    .map((rule) => rule.trim())
    .filter(Boolean);
  if (rules.length === 0) return undefined;
  const lines: OpeningLine[] = [];
  for (const rule of rules) {
    const [days, times, ...rest] = rule.split(/\s+/);
    if (!days || !times || rest.length > 0 || !DAY_SPEC.test(days)) return undefined;
    const ranges = times.split(',');
    if (!ranges.every((range) => TIME_SPEC.test(range))) return undefined;
    lines.push({
      days: days
        .split(',')
        .map((span) =>
          span
            .split('-')
            .map((day) => dayName(day, format))
            .join('–'),
        )
        .join(', '),
      hours: ranges.map((range) => range.replace('-', '–')).join(', '),
    });
  }
  return lines;
}
