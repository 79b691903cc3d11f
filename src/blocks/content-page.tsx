import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { env } from '@/config/env';
import { isLocale } from '@/i18n/routing';
import { loadPageStory } from '@/site/load-page-story';
import { pageContext } from '@/site/page-context';
import { pageMetadata } from '@/site/page-metadata';
import { SiteFrame, type Layout } from '@/site/site-frame';
import { feedAlternates } from './feed-alternates';
import { RenderBlock } from './render-blocks';

export interface ContentPageParams {
  locale: string;
  slug?: string[];
}

/** A story's page layout: the one it names, else `default` (spec section 2 "Layouts"). */
function layoutOf(content: Record<string, unknown>): Layout {
  const named = content.layout;
  return named === 'global' || named === 'system' ? named : 'default';
}

export async function contentPageMetadata({
  locale,
  slug = [],
}: ContentPageParams): Promise<Metadata> {
  if (!isLocale(locale)) return {};
  const result = await loadPageStory(locale, slug);
  if (result.kind !== 'found') return {};
  const siteUrl = env().SITE_URL;
  const metadata = pageMetadata(result.story, locale, siteUrl);
  const types = await feedAlternates(result.story, locale, siteUrl);
  return types ? { ...metadata, alternates: { ...metadata.alternates, types } } : metadata;
}

/**
 * The page of the story at `slug`: the frame around the story's blocks, pre-rendered without
 * `query`, rendered at request time with the listing query the proxy found on the URL. It lives on
 * the blocks' side because it composes both: the frame never imports a block.
 */
export async function ContentPage({
  params: { locale, slug = [] },
  query,
}: {
  params: ContentPageParams;
  query?: URLSearchParams;
}) {
  if (!isLocale(locale)) notFound();
  const result = await loadPageStory(locale, slug);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'moved') permanentRedirect(result.href);
  const { story } = result;
  setRequestLocale(locale);
  const context = await pageContext(locale, story, query);
  return (
    <SiteFrame context={context} layout={layoutOf(story.content)}>
      <RenderBlock blok={story.content} context={context} />
    </SiteFrame>
  );
}
