import type { Metadata } from 'next';
import { listSitePaths, routeSegments } from '@/content';
import { ContentPage, contentPageMetadata, type ContentPageParams } from '@/blocks/content-page';

interface Props {
  params: Promise<ContentPageParams>;
}

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const paths = await listSitePaths();
  return paths
    .filter((entry) => entry.locale === params.locale)
    .map((entry) => ({ slug: routeSegments(entry.path, entry.locale) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata(await params);
}

/** Every story page, pre-rendered; a request with a listing query goes to `listing-query` instead. */
export default async function Page({ params }: Props) {
  return <ContentPage params={await params} />;
}
