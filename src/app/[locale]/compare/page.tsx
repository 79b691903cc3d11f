import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale } from '@/i18n/routing';
import { ComparePage, comparisonOf, namesList } from '@/site/compare/compare-page';
import { toSearchParams } from '@/paths/listing-query';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [t, { selection }] = await Promise.all([
    getTranslations({ locale, namespace: 'Compare' }),
    comparisonOf(locale, toSearchParams(await searchParams)),
  ]);
  const names = selection.shown.map((item) => item.product.name);
  return {
    title: names.length > 1 ? t('titleFor', { names: namesList(names, locale) }) : t('title'),
    // A comparison is a view of pages search engines index anyway; its links are followed.
    robots: { index: false, follow: true },
  };
}

/**
 * The product comparison (`/prodotti/confronta?p=a,b,c`, `/en/products/compare?...`:
 * src/paths/compare-paths.ts), rendered per request. The proxy rewrites here; the path itself is
 * never a visitor's URL (it answers 404 when asked).
 */
export default async function Compare({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <ComparePage locale={locale} query={toSearchParams(await searchParams)} />;
}
