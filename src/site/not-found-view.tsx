import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { sitePath } from '@/content';
import type { Locale } from '@/i18n/routing';
import { pageContext } from './page-context';
import { SiteFrame } from './site-frame';

/** The localized "page not found" page: status code, message and a way back home. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const [t, context] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    pageContext(locale),
  ]);
  return (
    <SiteFrame context={context}>
      <section className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-5 py-24 sm:px-8">
        <p className="text-8xl font-extrabold text-steel-600">404</p>
        <h1 className="text-4xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="text-lg text-steel-700">{t('message')}</p>
        <NextLink
          href={sitePath('home', locale)}
          className="bg-accent px-6 py-3 font-semibold text-ink hover:bg-accent-strong"
        >
          {t('backHome')}
        </NextLink>
      </section>
    </SiteFrame>
  );
}
