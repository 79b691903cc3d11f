import type { Metadata } from 'next';
import { ContentPage, contentPageMetadata, type ContentPageParams } from '@/blocks/content-page';
import { toSearchParams } from '@/paths/listing-query';

interface Props {
  params: Promise<ContentPageParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata(await params);
}

/**
 * A story page with a listing query (filters, search term, page number), rendered at request time.
 * The proxy rewrites here; the path itself is never a visitor's URL (it answers 404 when asked).
 */
export default async function ListingQueryPage({ params, searchParams }: Props) {
  return <ContentPage params={await params} query={toSearchParams(await searchParams)} />;
}
