import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale } from '@/i18n/routing';
import { env } from '@/config/env';
import { NotFoundView } from '@/site/not-found-view';

/** The proxy rewrites every path without a page here, with status 404. */
interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  // Spec section 2, "Error page": the canonical and og:url of every error are the root URL + /404.
  const url = `${env().SITE_URL}/404`;
  return {
    title: t('title'),
    robots: { index: false },
    alternates: { canonical: url },
    openGraph: { url, title: t('title') },
  };
}

export default async function NotFoundPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <NotFoundView locale={locale} />;
}
