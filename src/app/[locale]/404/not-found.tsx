import { getLocale } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { NotFoundView } from '@/site/not-found-view';
import { notFoundMetadata } from '@/site/not-found-metadata';

/**
 * Where the 404 page takes its metadata from when Next renders it again at run time (after a
 * publish or a start under other settings revalidated it): the proxy rewrites here with status
 * 404, and Next then reads the metadata of the nearest not-found boundary, not of the page, so the
 * page went out titled with the company's name and without its canonical (issue 59). Its view is
 * the page's, in case the page itself ever calls `notFound()`.
 */
export const generateMetadata = notFoundMetadata;

export default async function LocaleNotFound() {
  const locale = await getLocale();
  return <NotFoundView locale={isLocale(locale) ? locale : defaultLocale} />;
}
