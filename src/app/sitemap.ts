import type { MetadataRoute } from 'next';
import { env } from '@/config/env';
import { hrefFor, listPageStories, localesOf } from '@/content';
import { absoluteUrl, alternateUrls } from '@/site/page-metadata';

/** Every published page in every language it exists in, each with its `xhtml:link` alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = env().SITE_URL;
  const stories = await listPageStories();
  return stories.flatMap((story) => {
    const languages = alternateUrls(story, siteUrl);
    const lastModified = story.published_at ?? story.updated_at;
    return localesOf(story).map((locale) => ({
      url: absoluteUrl(siteUrl, hrefFor(story, locale)),
      lastModified,
      alternates: { languages },
    }));
  });
}
