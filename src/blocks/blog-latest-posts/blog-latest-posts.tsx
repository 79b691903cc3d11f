import { getTranslations } from 'next-intl/server';
import { storyUuids } from '@/site/editorial/related-stories';
import { Section } from '@/site/ui/section';
import { PostCard } from '../blog-listing/post-card';
import { listPosts } from '../blog-listing/post-query';
import { Button } from '@/site/ui/button/content-button';
import type { BlockProps } from '../types';
import type { BlogLatestPostsBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

function postCount(value: string | undefined): number {
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= 12 ? count : 3;
}

/**
 * The newest `count` news items (3 when empty), only those with `tag` when one is chosen, and the
 * optional button to the whole list. Nothing at all when there is no post to show.
 */
export async function BlogLatestPosts({ blok, context }: BlockProps<BlogLatestPostsBlok>) {
  const { locale } = context;
  const [tag] = storyUuids(blok.tag ? [blok.tag] : []);
  const [t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    listPosts(locale, { perPage: postCount(blok.count), tag }),
  ]);
  const stories = result.stories.filter((story) => story.uuid !== context.story?.uuid);
  if (stories.length === 0) return null;
  const headingId = `${shortId(blok._uid)}-title`;
  return (
    <Section labelledBy={headingId} tone="muted">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-x-8 gap-y-4 md:mb-12">
        <div className="flex flex-col gap-3">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h2 id={headingId} className="heading-2">
            {blok.headline || t('latestTitle')}
          </h2>
        </div>
        {(blok.all_posts_link ?? []).map((button, index) => (
          // The block's own button, beside its heading: not the page-width band of a lone button.
          <Button key={index} blok={button} context={context} />
        ))}
      </div>
      <ul className="card-grid">
        {stories.map((story) => (
          <li key={story.slug}>
            <PostCard story={story} locale={locale} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
