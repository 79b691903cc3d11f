import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { sitePath } from '@/content';
import { env } from '@/config/env';
import { isLocale, locales } from '@/i18n/routing';
import { absoluteUrl } from '@/site/page-metadata';
import { SearchPage } from '@/site/search/search-page';
import { parseResultPage, parseResultType, parseSearchTerm } from '@/site/search/search-term';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [t, term] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    searchParams.then((query) => parseSearchTerm(query.q)),
  ]);
  const url = (code: (typeof locales)[number]) =>
    absoluteUrl(env().SITE_URL, sitePath('search', code));
  return {
    title: term.kind === 'valid' ? t('titleFor', { term: term.term }) : t('title'),
    // Result lists are not pages of their own for search engines; their links are followed.
    robots: { index: false, follow: true },
    alternates: {
      canonical: url(locale),
      languages: {
        ...Object.fromEntries(locales.map((code) => [code, url(code)])),
        'x-default': url('it'),
      },
    },
  };
}

export default async function Search({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <SearchPage
      locale={locale}
      term={parseSearchTerm(query.q)}
      type={parseResultType(query.type)}
      page={parseResultPage(query.page)}
    />
  );
}
