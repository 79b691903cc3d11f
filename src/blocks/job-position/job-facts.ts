import { parseContentDate } from '@/site/format/date';
import type { JobPositionBlok } from '@/content/generated/components';

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'internship', 'fixed-term'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export function employmentType(value: string | undefined): EmploymentType | undefined {
  return EMPLOYMENT_TYPES.find((type) => type === value);
}

/** schema.org's employmentType values for the content's options. */
export const schemaEmploymentTypes: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
  'fixed-term': 'TEMPORARY',
};

/** Whether applications are still taken at `now`: no closing date, or one not yet passed. */
export function isOpen(job: Pick<JobPositionBlok, 'valid_through'>, now: Date): boolean {
  const until = parseContentDate(job.valid_through);
  return !until || until.getTime() >= now.getTime();
}

/** `Brescia, Italia` → locality and country, for the job's postal address. */
export function splitLocation(location: string | undefined): {
  locality?: string;
  country?: string;
} {
  const text = location?.trim() ?? '';
  if (text === '') return {};
  const comma = text.lastIndexOf(',');
  if (comma === -1) return { locality: text };
  return { locality: text.slice(0, comma).trim(), country: text.slice(comma + 1).trim() };
}
