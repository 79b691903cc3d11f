import { cache } from 'react';
import { listAllStories } from '@/content';
import type { PartnerBlok } from '@/content/generated/components';
import { defaultLocale } from '@/i18n/routing';
import { partnerFromContent, type Partner } from '@/catalogue/locator/partner';

/**
 * Every published partner the locator can place, in the editors' order: one list query (paged
 * past 100) per render, tagged with the content type, so a publish of a partner renders the
 * country pages again. Partners are not translated: their names and addresses are their own.
 */
export const publishedPartners = cache(async (): Promise<Partner[]> => {
  const stories = await listAllStories(defaultLocale, {
    content_type: 'partner',
    sort_by: 'position:asc',
  });
  return stories.flatMap((story) => {
    const partner = partnerFromContent(story.slug, story.content as unknown as PartnerBlok);
    return partner ? [partner] : [];
  });
});
