import { hrefFor, localesOf, sitePath, type Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl } from '@/site/page-metadata';

export interface Crumb {
  name: string;
  /** The site path, from the one URL builder. */
  path: string;
}

/** A story's name in `locale`: its translated name where it has one, else the name it came with. */
export function storyName(story: Story, locale: Locale): string {
  const translated = story.translated_slugs.find((slug) => slug.lang === locale && slug.published);
  return translated?.name?.trim() || story.name;
}

/**
 * The trail to a story: the home (when `showHome`), the page story of each folder above it by its
 * name (folders without a page story, or without one in `locale`, are skipped), then the story
 * itself. `findStory` looks a story up by its default-language slug path.
 */
export async function breadcrumbTrail(
  story: Story,
  locale: Locale,
  options: {
    findStory: (slugPath: string) => Promise<Story | null>;
    homeName: string;
    showHome: boolean;
  },
): Promise<Crumb[]> {
  const homePath = sitePath('home', locale);
  const currentPath = hrefFor(story, locale);
  const segments = story.default_full_slug.split('/').filter(Boolean);
  const folders = segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'));
  const ancestors = await Promise.all(folders.map((folder) => options.findStory(folder)));
  const crumbs: Crumb[] = options.showHome ? [{ name: options.homeName, path: homePath }] : [];
  for (const ancestor of ancestors) {
    if (!ancestor || !localesOf(ancestor).includes(locale)) continue;
    const path = hrefFor(ancestor, locale);
    if (path === homePath || path === currentPath) continue;
    crumbs.push({ name: storyName(ancestor, locale), path });
  }
  if (currentPath !== homePath) crumbs.push({ name: storyName(story, locale), path: currentPath });
  return crumbs;
}

/** schema.org BreadcrumbList of a trail, with absolute URLs, in the visible order. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** JSON for an inline `<script>`: `<` escaped so no text can close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
