import type { MetadataRoute } from 'next';
import { env } from '@/config/env';
import { hrefFor, listPageStories, localesOf } from '@/content';
import { defaultLocale, locales } from '@/i18n/routing';
import { finderPath } from '@/paths/finder-paths';
import { absoluteUrl, alternateUrls } from '@/site/page-metadata';

/**
 * Every published page in every language it exists in, each with its `xhtml:link` alternates;
 * and the product finder's bare page (not its answers, which are `noindex`).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = env().SITE_URL;
  const stories = await listPageStories();
  const finderLanguages: Record<string, string> = {
    ...Object.fromEntries(locales.map((code) => [code, absoluteUrl(siteUrl, finderPath(code))])),
    'x-default': absoluteUrl(siteUrl, finderPath(defaultLocale)),
  };
  const finder = locales.map((locale) => ({
    url: absoluteUrl(siteUrl, finderPath(locale)),
    alternates: { languages: finderLanguages },
  }));
  const pages = stories.flatMap((story) => {
    const languages = alternateUrls(story, siteUrl);
    const lastModified = story.published_at ?? story.updated_at;
    return localesOf(story).map((locale) => ({
      url: absoluteUrl(siteUrl, hrefFor(story, locale)),
      lastModified,
      alternates: { languages },
    }));
  });
  return [...pages, ...finder];
}
