import { getStoryByPath, hrefFor, localesOf, routePath, type Story } from '@/content';
import { isPageContentType } from '@/content/page-types';
import type { Locale } from '@/i18n/routing';
import { decodeSegments, isValidSegment } from './site-path-rules';

export type PageStoryResult =
  { kind: 'found'; story: Story } | { kind: 'moved'; href: string } | { kind: 'missing' };

/**
 * The story a catch-all route shows. A story reached through another path than its own in this
 * locale (`/en/prodotti`, `/home`) moves to that path, so every page has one URL; a story whose
 * translation in this locale is not published has no page in it.
 */
export async function loadPageStory(locale: Locale, segments: string[]): Promise<PageStoryResult> {
  const decoded = decodeSegments(segments);
  if (!decoded?.every(isValidSegment)) return { kind: 'missing' };
  const story = await getStoryByPath(locale, decoded.join('/'));
  if (!story || !isPageContentType(story.content.component)) return { kind: 'missing' };
  // a translation not yet published is no page, whichever slug asks for it
  if (!localesOf(story).includes(locale)) return { kind: 'missing' };
  const href = hrefFor(story, locale);
  if (href !== routePath(decoded, locale)) return { kind: 'moved', href };
  return { kind: 'found', story };
}
