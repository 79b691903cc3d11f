import type { Story } from '@/content';
import type { Locale } from '@/i18n/routing';
import type { JsonLdValue } from '@/site/format/json-ld';
import { isoDateTime, parseContentDate } from '@/site/format/date';
import type { BlogPostBlok } from '@/content/generated/components';

/** schema.org NewsArticle of a news item (Google's article structured data). */
export function newsArticleJsonLd({
  post,
  story,
  locale,
  url,
  imageUrl,
  organization,
  keywords,
}: {
  post: BlogPostBlok;
  story: Story;
  locale: Locale;
  url: string;
  imageUrl?: string;
  organization: { [key: string]: JsonLdValue };
  keywords: string[];
}): { [key: string]: JsonLdValue } {
  const published = parseContentDate(post.date) ?? parseContentDate(story.first_published_at);
  const modified = parseContentDate(story.updated_at);
  return {
    '@type': 'NewsArticle',
    headline: post.title,
    description: post.teaser || undefined,
    datePublished: published ? isoDateTime(published) : undefined,
    dateModified: modified && published && modified > published ? isoDateTime(modified) : undefined,
    image: imageUrl ? [imageUrl] : undefined,
    author: organization,
    publisher: organization,
    inLanguage: locale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    keywords: keywords.length ? keywords.join(', ') : undefined,
  };
}
