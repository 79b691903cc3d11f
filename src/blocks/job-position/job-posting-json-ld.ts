import type { JsonLdValue } from '@/site/format/json-ld';
import { isoDateTime, isoDay, parseContentDate } from '@/site/format/date';
import { richTextToPlain } from '@/site/editorial/plain-text';
import { employmentType, schemaEmploymentTypes, splitLocation } from './job-facts';
import type { JobPositionBlok } from '@/content/generated/components';

/** schema.org JobPosting of a job opening (Google's job-posting structured data). */
export function jobPostingJsonLd({
  job,
  url,
  organization,
  directApply,
}: {
  job: JobPositionBlok;
  url: string;
  organization: { [key: string]: JsonLdValue };
  /** The page carries the site's application form: one applies on it, without another site. */
  directApply: boolean;
}): { [key: string]: JsonLdValue } {
  const posted = parseContentDate(job.date_posted);
  const until = parseContentDate(job.valid_through);
  const type = employmentType(job.employment_type);
  const { locality, country } = splitLocation(job.location);
  const description = [job.summary, richTextToPlain(job.description)].filter(Boolean).join('\n');
  return {
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: posted ? isoDay(posted) : undefined,
    validThrough: until ? isoDateTime(until) : undefined,
    employmentType: type ? schemaEmploymentTypes[type] : undefined,
    hiringOrganization: organization,
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: country },
    },
    occupationalCategory: job.department || undefined,
    directApply,
    url,
  };
}
