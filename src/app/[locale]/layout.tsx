import '../globals.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { env } from '@/config/env';
import { isDraftPreview } from '@/content';
import { RememberLanguage } from '@/features/language-cookie/remember-language';
import { BrandFont } from '@/features/brand-font/brand-font';
import { BuildCheck } from '@/features/build-check/build-check';
import { ChunkReload } from '@/features/build-check/chunk-reload';
import { ConsentManager } from '@/features/consent/consent-manager';
import { InstantSearchLoader } from '@/features/search/instant-search-loader';
import { ClientNavigation } from '@/features/navigation/client-navigation';
import { LoadingBar } from '@/features/loading-bar/loading-bar';
import { SiteLoader } from '@/features/loader/site-loader';
import { Motion } from '@/features/motion/motion';
import { PreviewTools } from '@/features/preview/preview-tools';
import { ScrollManager } from '@/features/scroll/scroll-manager';
import { SessionLoader } from '@/features/session/session-loader';
import { locales } from '@/i18n/routing';
import { globalSettings } from '@/site/page-context';
import { SiteConsentNotice } from '@/site/site-consent-notice';
import { SiteUrlProvider } from '@/site/site-url';
import { archivo } from '../fonts';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(locales, locale)) return {};
  const settings = await globalSettings(locale);
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { template: `%s | ${settings.company_name}`, default: settings.company_name },
    description: settings.tagline,
    // a draft preview is for its editor, never for a search engine
    ...((await isDraftPreview()) && { robots: { index: false, follow: false } }),
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Layout' });
  const draft = await isDraftPreview();
  return (
    <html lang={locale} className={archivo.variable}>
      <body className="flex min-h-screen flex-col font-sans">
        {/* First in <body>: its script shows it before anything after it is drawn. */}
        <SiteLoader />
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* First in the tab order after the skip link: the cookie notice, when it shows. */}
        <SiteConsentNotice locale={locale} />
        <ConsentManager />
        <SiteUrlProvider value={env().SITE_URL}>{children}</SiteUrlProvider>
        <LoadingBar />
        <Motion />
        <RememberLanguage />
        <ClientNavigation />
        <InstantSearchLoader />
        <SessionLoader />
        <ScrollManager />
        <BuildCheck />
        <ChunkReload />
        <BrandFont />
        {draft ? <PreviewTools locale={locale} bridgeUrl={env().STORYBLOK_BRIDGE_URL} /> : null}
      </body>
    </html>
  );
}
