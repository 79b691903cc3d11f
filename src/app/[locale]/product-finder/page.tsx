import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { hasAnswers } from '@/catalogue/finder/answers';
import { env } from '@/config/env';
import { isLocale } from '@/i18n/routing';
import { finderPath } from '@/paths/finder-paths';
import { FinderPage, finderAnswersOf } from '@/site/finder/finder-page';
import { toSearchParams } from '@/paths/listing-query';
import { everyLanguageAlternates } from '@/site/page-metadata';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [t, { answers }] = await Promise.all([
    getTranslations({ locale, namespace: 'Finder' }),
    finderAnswersOf(locale, toSearchParams(await searchParams)),
  ]);
  const answered = hasAnswers(answers);
  return {
    title: answered ? t('titleAnswered') : t('title'),
    description: t('lead'),
    // The bare finder is a page to find; an answer is a view of pages indexed anyway.
    robots: { index: !answered, follow: true },
    ...(!answered && {
      alternates: everyLanguageAlternates(env().SITE_URL, locale, (code) => finderPath(code)),
    }),
  };
}

/**
 * The product finder (`/prodotti/guida-alla-scelta?processo=tig&...`, `/en/products/product-finder`:
 * src/paths/finder-paths.ts), rendered per request. The proxy rewrites here; the path itself is
 * never a visitor's URL (it answers 404 when asked).
 */
export default async function ProductFinder({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <FinderPage locale={locale} query={toSearchParams(await searchParams)} />;
}
