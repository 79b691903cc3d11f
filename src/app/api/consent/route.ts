import { getTranslations } from 'next-intl/server';
import { env } from '@/config/env';
import { CONSENT_VERSION } from '@/features/consent/categories';
import type { ConsentConfig } from '@/features/consent/consent-config';
import { describeCategories } from '@/features/consent/describe';
import { currentOffer } from '@/features/consent/offer';
import { isLocale } from '@/i18n/routing';
import { unknownLocaleAnswer } from '../_http/json-answer';

export const dynamic = 'force-dynamic';

/**
 * The consent manager's configuration in one language (`?locale=`): read at every start, so
 * `GTM_ID` needs no rebuild, and the same for every visitor, so caches keep it five minutes.
 */
export async function GET(request: Request) {
  const locale = new URL(request.url).searchParams.get('locale');
  if (!isLocale(locale)) return unknownLocaleAnswer();
  const gtmId = env().GTM_ID;
  const [t, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'Consent' }),
    describeCategories(locale, currentOffer()),
  ]);
  const config: ConsentConfig = {
    version: CONSENT_VERSION,
    ...(gtmId && { gtmId }),
    categories,
    texts: {
      choices: { reject: t('banner.reject'), accept: t('banner.accept') },
      settings: {
        title: t('settings.title'),
        intro: t('settings.intro'),
        save: t('settings.save'),
        close: t('settings.close'),
        alwaysOn: t('settings.alwaysOn'),
        details: t('settings.details'),
        provider: t('settings.provider'),
        cookies: t('settings.cookies'),
        cookie: t('settings.cookie'),
        lifetime: t('settings.lifetime'),
        saved: t('settings.saved'),
      },
    },
  };
  return Response.json(config, {
    headers: { 'Cache-Control': 'public, max-age=300, s-maxage=300' },
  });
}
