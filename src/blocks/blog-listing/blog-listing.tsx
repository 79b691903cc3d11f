import { getTranslations } from 'next-intl/server';
import { hrefFor, sitePath } from '@/content';
import { itemsPerPage, pageCount, pageHref, requestedPage } from '@/site/paging';
import { Icon } from '@/site/editorial/icons';
import { feedPath } from '@/paths/feed-paths';
import { PageOutOfRange } from '@/site/ui/page-out-of-range';
import { Pager } from '@/site/ui/pager';
import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import type { BlockProps } from '../types';
import { PostCard } from './post-card';
import { listPosts } from './post-query';
import type { BlogListingBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

/**
 * Every news item, newest first, `per_page` at a time. The pre-rendered page shows page 1; a
 * request with `?page=N` renders page N (src/paths/listing-query.ts). A page past the end or a
 * malformed number says so and links back to page 1 instead of failing.
 */
export async function BlogListing({ blok, context }: BlockProps<BlogListingBlok>) {
  const { locale } = context;
  const perPage = itemsPerPage(blok.per_page, 9);
  const requested = requestedPage(context.query);
  const page = requested.kind === 'page' ? requested.page : 1;
  const [t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    listPosts(locale, { page, perPage }),
  ]);
  const totalPages = pageCount(result.total, perPage);
  const path = context.story ? hrefFor(context.story, locale) : sitePath('', locale);
  const missing = requested.kind === 'malformed' || (result.stories.length === 0 && page > 1);
  const headingId = `${shortId(blok._uid)}-title`;
  return (
    <Section labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={t('count', { count: result.total })}>
        {blok.headline || t('listTitle')}
      </SectionHeading>
      {context.story ? (
        <p className="-mt-4 mb-8 text-sm">
          <a
            href={feedPath(path, 'rss')}
            type="application/rss+xml"
            className="inline-flex min-h-11 items-center gap-2 font-semibold link-underline"
          >
            <Icon name="feed" className="size-5 text-accent-strong" />
            {t('feed')}
          </a>
        </p>
      ) : null}
      {missing ? (
        <PageOutOfRange
          locale={locale}
          malformed={requested.kind === 'malformed'}
          title={t('noPostsOnPage')}
          pastEndText={t('noPostsOnPageText', { page, total: totalPages })}
          firstPageHref={pageHref(path, 1)}
          firstPageLabel={t('firstPage')}
        />
      ) : result.stories.length === 0 ? (
        <p className="text-steel-700">{t('empty')}</p>
      ) : (
        <>
          <ul className="card-grid" data-page={page}>
            {result.stories.map((story) => (
              <li key={story.slug}>
                <PostCard story={story} locale={locale} />
              </li>
            ))}
          </ul>
          <Pager
            locale={locale}
            label={t('pagination')}
            path={path}
            page={page}
            total={totalPages}
          />
        </>
      )}
    </Section>
  );
}
