import { getTranslations } from 'next-intl/server';
import { dependOnSetting } from '@/content';
import {
  categoriesOnOffer,
  declarationTag,
  OPTIONAL_CATEGORIES,
} from '@/features/consent/categories';
import { ConsentNotice } from '@/features/consent/consent-notice';
import { currentOffer } from '@/features/consent/offer';
import type { Locale } from '@/i18n/routing';
import { legalLinks } from './legal-links';

/**
 * The consent notice of every page, in the page's language, with what this start of the site
 * offers: analytics only with a tag-manager container (`GTM_ID`, read at start; a start with the
 * other setting renders the pages again, see `declarationTag`).
 */
export async function SiteConsentNotice({ locale }: { locale: Locale }) {
  const offer = currentOffer();
  const [t, links] = await Promise.all([
    getTranslations({ locale, namespace: 'Consent' }),
    legalLinks(locale),
    dependOnSetting(declarationTag(offer.analytics)),
  ]);
  const offered = categoriesOnOffer(offer.analytics);
  return (
    <ConsentNotice
      texts={{
        title: t('banner.title'),
        text: offer.analytics ? t('banner.text') : t('banner.textWithoutAnalytics'),
        reject: t('banner.reject'),
        accept: t('banner.accept'),
        customise: t('banner.customise'),
        close: t('banner.close'),
      }}
      links={links}
      offered={OPTIONAL_CATEGORIES.filter((category) => offered.includes(category))}
    />
  );
}
