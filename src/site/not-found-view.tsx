import { PageLink } from '@/site/ui/page-link';
import { getTranslations } from 'next-intl/server';
import { sitePath } from '@/content';
import type { Locale } from '@/i18n/routing';
import { RequestedPath } from './requested-path';
import { pageContext } from './page-context';
import { SiteFrame } from './site-frame';

interface Props {
  locale: Locale;
}

/** The localized "page not found" page in the system layout: status, message, a way back home. */
export async function NotFoundView({ locale }: Props) {
  const [t, context] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    pageContext(locale),
  ]);
  return (
    <SiteFrame context={context} layout="system">
      <section className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-5 py-24 sm:px-8">
        <p className="text-8xl font-extrabold text-steel-600">
          <span className="sr-only">{t('status', { status: 404 })}</span>
          <span aria-hidden="true">404</span>
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight">{t('title')}</h1>
        <RequestedPath unmatched={t.raw('unmatched')} invalid={t.raw('invalid')} />
        <p className="text-lg text-steel-700">{t('message')}</p>
        <PageLink
          href={sitePath('home', locale)}
          className="bg-accent px-6 py-3 font-semibold text-ink hover:bg-accent-strong"
        >
          {t('backHome')}
        </PageLink>
      </section>
    </SiteFrame>
  );
}
