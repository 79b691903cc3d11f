import { getStoryByPath, hrefFor, routePath, type Story } from '@/content';
import { isPageContentType } from '@/content/page-types';
import type { Locale } from '@/i18n/routing';

export type PageStoryResult =
  { kind: 'found'; story: Story } | { kind: 'moved'; href: string } | { kind: 'missing' };

/** Route segments are slugs: lowercase letters, digits and hyphens. */
const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;

function decodeSegments(segments: string[]): string[] | undefined {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined; // a malformed escape such as `%E0%A4%A` names no story
  }
}

/**
 * The story a catch-all route shows. A story reached through another path than its own in this
 * locale (`/en/prodotti`, `/home`) moves to that path, so every page has one URL.
 */
export async function loadPageStory(locale: Locale, segments: string[]): Promise<PageStoryResult> {
  const decoded = decodeSegments(segments);
  if (!decoded?.every((segment) => SEGMENT.test(segment))) return { kind: 'missing' };
  const story = await getStoryByPath(locale, decoded.join('/'));
  if (!story || !isPageContentType(story.content.component)) return { kind: 'missing' };
  const href = hrefFor(story, locale);
  if (href !== routePath(decoded, locale)) return { kind: 'moved', href };
  return { kind: 'found', story };
}
