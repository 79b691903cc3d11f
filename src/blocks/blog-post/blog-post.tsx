import { getTranslations } from 'next-intl/server';
import { getDatasourceLabels, hrefFor } from '@/content';
import { Icon } from '@/site/editorial/icons';
import { ProductTeaserCard } from '@/site/editorial/product-card';
import { relatedStories } from '@/site/editorial/related-stories';
import { TemplateHeader } from '@/site/editorial/template-header';
import { formatDay, isoDay, parseContentDate } from '@/site/format/date';
import { JsonLd } from '@/site/format/json-ld';
import { organizationJsonLd, siteUrl } from '@/site/format/organization';
import { ContentImage } from '@/site/ui/content-image';
import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import { PostCard } from '../blog-listing/post-card';
import { RenderRichText } from '../rich-text/render-rich-text';
import { BreadcrumbTrail } from '../breadcrumbs/breadcrumb-trail';
import type { BlockProps } from '../types';
import { newsArticleJsonLd } from './news-article-json-ld';
import type { BlogPostBlok, ProductBlok, TagBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';

const BODY_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw';

/** A news item: title band, picture, article text, topics, related news and products. */
export async function BlogPost({ blok, context }: BlockProps<BlogPostBlok>) {
  const { locale, story } = context;
  const [t, tags, posts, products, families, organization] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    relatedStories(locale, blok.tags, 'tag'),
    relatedStories(locale, blok.related_posts, 'blog-post'),
    relatedStories(locale, blok.related_products, 'product'),
    getDatasourceLabels('famiglie', locale),
    organizationJsonLd(locale),
  ]);
  const date = parseContentDate(blok.date);
  const tagNames = tags.map((tag) => (tag.content as unknown as TagBlok).name).filter(Boolean);
  const related = posts.filter((post) => post.uuid !== story?.uuid).slice(0, 3);
  return (
    <article>
      <TemplateHeader
        breadcrumbs={<BreadcrumbTrail context={context} tone="dark" />}
        overlap={!!blok.image?.filename}
        eyebrow={tagNames[0] ?? t('eyebrow')}
        title={blok.title}
        lead={blok.teaser}
        meta={
          date ? (
            <p className="flex items-center gap-2">
              <Icon name="calendar" className="size-5 text-accent" />
              <span className="sr-only">{t('published')} </span>
              <time dateTime={isoDay(date)} className="font-semibold text-white">
                {formatDay(date, locale)}
              </time>
            </p>
          ) : null
        }
      />
      {blok.image?.filename ? (
        <div className="mx-auto -mt-20 max-w-6xl px-5 sm:-mt-32 sm:px-8 md:-mt-44">
          <figure className="relative aspect-[16/9] overflow-hidden rounded-sm bg-steel-100 shadow-2xl">
            <ContentImage
              asset={blok.image}
              fill
              priority
              sizes="(min-width: 1152px) 1088px, 100vw"
            />
          </figure>
        </div>
      ) : null}
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-5 py-14 sm:px-8 md:py-20">
        <RenderRichText doc={blok.body} context={context} imageSizes={BODY_IMAGE_SIZES} />
        {tagNames.length ? (
          <div className="flex flex-col gap-3 border-t border-steel-200 pt-6">
            <h2 className="eyebrow">{t('tags')}</h2>
            <ul className="flex flex-wrap gap-2">
              {tagNames.map((name) => (
                <li key={name} className="chip">
                  {name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {related.length ? (
        <Section tone="muted" labelledBy={`${shortId(blok._uid)}-related-posts`}>
          <SectionHeading id={`${shortId(blok._uid)}-related-posts`}>
            {t('relatedPosts')}
          </SectionHeading>
          <ul className="card-grid">
            {related.map((post) => (
              <li key={post.slug}>
                <PostCard story={post} locale={locale} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {products.length ? (
        <Section labelledBy={`${shortId(blok._uid)}-related-products`}>
          <SectionHeading id={`${shortId(blok._uid)}-related-products`}>
            {t('relatedProducts')}
          </SectionHeading>
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {products.map((product) => (
              <li key={product.slug}>
                <ProductTeaserCard
                  story={product}
                  locale={locale}
                  familyLabel={families.get((product.content as unknown as ProductBlok).family)}
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {story ? (
        <JsonLd
          data={newsArticleJsonLd({
            post: blok,
            story,
            locale,
            url: siteUrl(hrefFor(story, locale)),
            imageUrl: blok.image?.filename ? siteUrl(blok.image.filename) : undefined,
            organization,
            keywords: tagNames,
          })}
        />
      ) : null}
    </article>
  );
}
