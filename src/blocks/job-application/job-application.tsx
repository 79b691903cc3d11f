import { getTranslations } from 'next-intl/server';
import { hrefFor, sitePath } from '@/content';
import type { JobApplicationBlok } from '@/content/generated/components';
import { globalSettings } from '@/site/page-context';
import type { BlockProps } from '../types';
import { ApplicationSection } from './application-section';
import { storyOpening } from './opening';

/**
 * The job application form as a block of any page (issue 64): a spontaneous application, the
 * applicant choosing the area of work. On an opening's page the job position template draws the
 * same form from its `application` field, its position filled in.
 */
export async function JobApplication({ blok, context }: BlockProps<JobApplicationBlok>) {
  const { locale, story } = context;
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Applications' }),
    globalSettings(locale),
  ]);
  const opening = story ? storyOpening(story, blok) : undefined;
  return (
    <ApplicationSection
      form={blok}
      context={context}
      page={story ? hrefFor(story, locale) : sitePath('', locale)}
      heading={blok.headline || t('headingSpontaneous')}
      position={opening?.opening.kind === 'opening' ? opening.opening.position : undefined}
      writeTo={opening?.department ?? settings.email ?? ''}
    />
  );
}
