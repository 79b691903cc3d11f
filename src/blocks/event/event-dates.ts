import { parseContentDate } from '@/site/format/date';
import type { EventBlok } from '@/content/generated/components';

export type EventTiming = 'upcoming' | 'ongoing' | 'past';

export interface EventDates {
  start: Date;
  /** The end, or the start when the end is missing or before it. */
  end: Date;
}

/** An event's start and end, or undefined when its start date cannot be read. */
export function eventDates(
  event: Pick<EventBlok, 'start_date' | 'end_date'>,
): EventDates | undefined {
  const start = parseContentDate(event.start_date);
  if (!start) return undefined;
  const end = parseContentDate(event.end_date);
  return { start, end: end && end >= start ? end : start };
}

/** Whether an event is still to come, taking place, or over at `now`. */
export function eventTiming(dates: EventDates, now: Date): EventTiming {
  if (dates.end.getTime() < now.getTime()) return 'past';
  return dates.start.getTime() <= now.getTime() ? 'ongoing' : 'upcoming';
}
