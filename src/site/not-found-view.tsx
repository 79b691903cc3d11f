import { getTranslations } from 'next-intl/server';
import { getStoryByPath, hrefFor, sitePath } from '@/content';
import type { Locale } from '@/i18n/routing';
import { finderPath } from '@/paths/finder-paths';
import { PageLink } from '@/site/ui/page-link';
import { NotFoundSearch } from './not-found-search';
import { RequestedPath } from './requested-path';
import { pageContext } from './page-context';
import { SiteFrame } from './site-frame';

interface Props {
  locale: Locale;
}

/**
 * The localized "page not found" page (spec section 2, "Error page"; issue 62): the status, the
 * message with the missing path, the way back home, and the ways on a lost buyer looks for: a
 * search already holding the path's words, the products, the product finder and the contacts.
 */
export async function NotFoundView({ locale }: Props) {
  const [t, context, products, contacts] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    pageContext(locale),
    getStoryByPath(locale, 'prodotti').catch(() => null),
    getStoryByPath(locale, 'contatti').catch(() => null),
  ]);
  const ways = [
    ...(products ? [{ href: hrefFor(products, locale), label: t('products') }] : []),
    { href: finderPath(locale), label: t('finder') },
    ...(contacts ? [{ href: hrefFor(contacts, locale), label: t('contacts') }] : []),
  ];
  return (
    <SiteFrame context={context} layout="system">
      <section className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 lg:grid-cols-2 lg:gap-16 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="text-sm font-bold tracking-widest text-steel-600 uppercase">
            {t('status', { status: 404 })}
          </p>
          <h1 className="heading-1">{t('title')}</h1>
          <RequestedPath unmatched={t.raw('unmatched')} invalid={t.raw('invalid')} />
          <p className="text-lg text-steel-700">{t('message')}</p>
          <PageLink
            href={sitePath('home', locale)}
            className="bg-accent px-6 py-3 font-semibold text-ink hover:bg-accent-strong"
          >
            {t('backHome')}
          </PageLink>
        </div>
        <div className="flex flex-col gap-8 rounded-sm border border-steel-200 bg-steel-50 p-6 sm:p-8">
          <h2 className="heading-3">{t('waysOn')}</h2>
          <NotFoundSearch
            action={sitePath('search', locale)}
            label={t('searchLabel')}
            submit={t('searchSubmit')}
          />
          <nav aria-label={t('waysOn')}>
            <ul className="flex flex-col divide-y divide-steel-200 border-y border-steel-200">
              {ways.map((way) => (
                <li key={way.href}>
                  <PageLink
                    href={way.href}
                    className="flex min-h-12 items-center justify-between gap-4 py-3 font-semibold underline-offset-4 hover:underline"
                  >
                    {way.label}
                    <span aria-hidden="true">→</span>
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
    </SiteFrame>
  );
}
