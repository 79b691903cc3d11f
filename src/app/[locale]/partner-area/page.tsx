import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { isLocale } from '@/i18n/routing';
import { currentPartner } from '@/features/session/server/partner-session';
import { signInConfig } from '@/features/session/sign-in-config';
import { PartnerAreaPage } from '@/site/partner/partner-area-page';
import { partnerAreaPath, signInPath } from '@/paths/partner-paths';

/** Per request: the page is the partner's, checked on every visit. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Session' });
  return {
    title: t('meta.areaTitle'),
    description: t('meta.description'),
    robots: { index: false, follow: false },
  };
}

/** The reserved area (`/area-riservata`, `/en/partner-area`, ...: src/paths/partner-paths.ts). */
export default async function PartnerArea({ params }: Props) {
  const { locale } = await params;
  const config = signInConfig();
  if (!isLocale(locale) || !config) notFound();
  setRequestLocale(locale);
  const partner = await currentPartner();
  if (!partner) redirect(signInPath(locale, partnerAreaPath(locale)));
  return <PartnerAreaPage locale={locale} config={config} partner={partner} />;
}
