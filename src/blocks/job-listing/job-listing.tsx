import { getTranslations } from 'next-intl/server';
import { listStories } from '@/content';
import { renderTime } from '@/site/format/date';
import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import { employmentType, isOpen } from '../job-position/job-facts';
import type { BlockProps } from '../types';
import { JobCard } from './job-card';
import type { JobListingBlok, JobPositionBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

/**
 * The open positions, newest first; those past their closing date are left out (decided when the
 * page renders). With none, the editor's `empty_text`.
 */
export async function JobListing({ blok, context }: BlockProps<JobListingBlok>) {
  const { locale } = context;
  const now = renderTime();
  const [t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Jobs' }),
    listStories(locale, {
      content_type: 'job-position',
      sort_by: 'content.date_posted:desc,id:desc',
      per_page: 100,
    }),
  ]);
  const open = result.stories.filter((story) =>
    isOpen(story.content as unknown as JobPositionBlok, now),
  );
  const headingId = `${shortId(blok._uid)}-title`;
  return (
    <Section labelledBy={headingId} tone="muted">
      <SectionHeading id={headingId}>{blok.headline || t('listTitle')}</SectionHeading>
      {open.length === 0 ? (
        <p className="max-w-2xl rounded-sm border-l-4 border-accent bg-white p-6 text-lg text-steel-800">
          {blok.empty_text || t('empty')}
        </p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {open.map((story) => {
            const type = employmentType(
              (story.content as unknown as JobPositionBlok).employment_type,
            );
            return (
              <li key={story.slug}>
                <JobCard
                  story={story}
                  locale={locale}
                  typeLabel={type ? t(`employmentType.${type}`) : undefined}
                  postedLabel={t('posted')}
                  viewLabel={t('view')}
                />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
