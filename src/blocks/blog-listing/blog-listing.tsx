import { getTranslations } from 'next-intl/server';
import { hrefFor, sitePath } from '@/content';
import { buttonClasses } from '@/site/editorial/buttons';
import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import type { BlockProps } from '../types';
import { Pager } from './pager';
import { pageHref, postsPerPage, requestedPage } from './paging';
import { PostCard } from './post-card';
import { listPosts } from './post-query';
import type { BlogListingBlok } from '@/content/generated/components';

/**
 * Every news item, newest first, `per_page` at a time. The pre-rendered page shows page 1; a
 * request with `?page=N` renders page N (src/site/listing-query.ts). A page past the end or a
 * malformed number says so and links back to page 1 instead of failing.
 */
export async function BlogListing({ blok, context }: BlockProps<BlogListingBlok>) {
  const { locale } = context;
  const perPage = postsPerPage(blok.per_page);
  const requested = requestedPage(context.query);
  const page = requested.kind === 'page' ? requested.page : 1;
  const [t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    listPosts(locale, { page, perPage }),
  ]);
  const totalPages = Math.max(1, Math.ceil(result.total / perPage));
  const path = context.story ? hrefFor(context.story, locale) : sitePath('', locale);
  const missing = requested.kind === 'malformed' || (result.stories.length === 0 && page > 1);
  const headingId = `${blok._uid}-title`;
  return (
    <Section labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={t('count', { count: result.total })}>
        {blok.headline || t('listTitle')}
      </SectionHeading>
      {missing ? (
        <div
          className="flex max-w-2xl flex-col items-start gap-4 rounded-sm border-l-4 border-accent bg-steel-50 p-6 sm:p-8"
          data-listing-state="out-of-range"
        >
          <h3 className="heading-3">{t('noPostsOnPage')}</h3>
          <p className="text-steel-700">
            {requested.kind === 'malformed'
              ? t('malformedPage')
              : t('noPostsOnPageText', { page, total: totalPages })}
          </p>
          <a href={pageHref(path, 1)} className={buttonClasses.primary}>
            {t('firstPage')}
          </a>
        </div>
      ) : result.stories.length === 0 ? (
        <p className="text-steel-700">{t('empty')}</p>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-page={page}>
            {result.stories.map((story) => (
              <li key={story.uuid}>
                <PostCard story={story} locale={locale} />
              </li>
            ))}
          </ul>
          <Pager
            path={path}
            page={page}
            total={totalPages}
            labels={{
              navigation: t('pagination'),
              previous: t('previous'),
              next: t('next'),
              page: (number) => t('page', { page: number }),
              pageOf: t('pageOf', { page, total: totalPages }),
            }}
          />
        </>
      )}
    </Section>
  );
}
