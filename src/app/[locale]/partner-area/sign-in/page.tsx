import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { isLocale } from '@/i18n/routing';
import { currentPartner } from '@/features/session/server/partner-session';
import { signInConfig } from '@/features/session/sign-in-config';
import { SignInPage } from '@/site/partner/sign-in-page';
import { safeNextPath } from '@/paths/partner-paths';

/** Per request: a partner already signed in goes straight on. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Session' });
  return {
    title: t('meta.signInTitle'),
    description: t('meta.description'),
    robots: { index: false, follow: false },
  };
}

/** The partner sign-in (`/area-riservata/accesso`, `/en/partner-area/sign-in`, ...). */
export default async function SignIn({ params, searchParams }: Props) {
  const { locale } = await params;
  const config = signInConfig();
  if (!isLocale(locale) || !config) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const next = safeNextPath(typeof query.next === 'string' ? query.next : undefined, locale);
  if (await currentPartner()) redirect(next);
  const t = await getTranslations({ locale, namespace: 'Session' });
  return (
    <SignInPage
      locale={locale}
      config={config}
      next={next}
      notice={query['signed-out'] === '1' ? t('area.signedOut') : undefined}
    />
  );
}
