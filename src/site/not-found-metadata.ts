import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { isLocale } from '@/i18n/routing';

/** The 404 page's params, as its page and its not-found boundary are given them. */
export interface NotFoundParams {
  params: Promise<{ locale: string }>;
}

/**
 * The 404 page's metadata in its locale. Spec section 2, "Error page": the canonical and og:url of
 * every error are the root URL + /404.
 */
export async function notFoundMetadata({ params }: NotFoundParams): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const url = `${env().SITE_URL}/404`;
  return {
    title: t('title'),
    robots: { index: false },
    alternates: { canonical: url },
    openGraph: { url, title: t('title') },
  };
}
