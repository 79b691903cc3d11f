import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale } from '@/i18n/routing';
import { NotFoundView } from '@/site/not-found-view';
import { notFoundMetadata, type NotFoundParams } from '@/site/not-found-metadata';

/** The proxy rewrites every path without a page here, with status 404. */
type Props = NotFoundParams;

export const generateMetadata = notFoundMetadata;

export default async function NotFoundPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <NotFoundView locale={locale} />;
}
