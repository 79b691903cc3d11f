import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { RenderBlock } from '@/blocks/render-blocks';
import { listSitePaths, routeSegments } from '@/content';
import { isLocale } from '@/i18n/routing';
import { env } from '@/config/env';
import { loadPageStory } from '@/site/load-page-story';
import { pageMetadata } from '@/site/page-metadata';
import { pageContext } from '@/site/page-context';
import { SiteFrame } from '@/site/site-frame';

interface Props {
  params: Promise<{ locale: string; slug?: string[] }>;
}

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const paths = await listSitePaths();
  return paths
    .filter((entry) => entry.locale === params.locale)
    .map((entry) => ({ slug: routeSegments(entry.path, entry.locale) }));
}

async function resolve(props: Props) {
  const { locale, slug = [] } = await props.params;
  if (!isLocale(locale)) notFound();
  const result = await loadPageStory(locale, slug);
  if (result.kind === 'missing') notFound();
  if (result.kind === 'moved') permanentRedirect(result.href);
  return { locale, story: result.story };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug = [] } = await params;
  if (!isLocale(locale)) return {};
  const result = await loadPageStory(locale, slug);
  if (result.kind !== 'found') return {};
  return pageMetadata(result.story, locale, env().SITE_URL);
}

export default async function ContentPage(props: Props) {
  const { locale, story } = await resolve(props);
  setRequestLocale(locale);
  const context = await pageContext(locale, story);
  return (
    <SiteFrame context={context}>
      <RenderBlock blok={story.content} context={context} />
    </SiteFrame>
  );
}
