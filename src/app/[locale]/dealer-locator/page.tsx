import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { env } from '@/config/env';
import { isLocale } from '@/i18n/routing';
import { locatorPath } from '@/paths/locator-paths';
import { toSearchParams } from '@/paths/listing-query';
import { answerTitle } from '@/site/locator/locator-answer';
import { hasLocatorQuery, LocatorPage, locatorAnswerOf } from '@/site/locator/locator-page';
import { locatorWords } from '@/site/locator/locator-words';
import { everyLanguageAlternates } from '@/site/page-metadata';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const query = toSearchParams(await searchParams);
  const asked = hasLocatorQuery(query);
  const words = await locatorWords(locale);
  const { t } = words;
  let title = t('title');
  if (asked) {
    const { answer, query: question } = await locatorAnswerOf(locale, query);
    title = answer.kind === 'results' ? answerTitle(answer, question, words) : t('title');
  }
  return {
    title,
    description: t('lead'),
    // The bare locator is a page to find; an answer is a view of what the country pages list.
    robots: { index: !asked, follow: true },
    ...(!asked && {
      alternates: everyLanguageAlternates(env().SITE_URL, locale, (code) => locatorPath(code)),
    }),
  };
}

/**
 * The dealer and service locator (`/rivenditori-e-assistenza?luogo=Brescia`,
 * `/en/where-to-buy`: src/paths/locator-paths.ts), rendered per request. The proxy rewrites
 * here; the path itself is never a visitor's URL (it answers 404 when asked).
 */
export default async function DealerLocator({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <LocatorPage locale={locale} params={toSearchParams(await searchParams)} />;
}
