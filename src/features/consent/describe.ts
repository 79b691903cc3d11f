import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import {
  categoriesOnOffer,
  SERVICES,
  servicesOf,
  type ConsentCategory,
  type Offer,
  type ServiceId,
} from './categories';

export interface DescribedCookie {
  name: string;
  purpose: string;
  lifetime: string;
}

export interface DescribedService {
  id: ServiceId;
  name: string;
  purpose: string;
  provider: string;
  policy?: { href: string; label: string };
  cookies: DescribedCookie[];
  /** The service's own cookies, stored in its frame: said in words. */
  ownCookies?: string;
}

export interface DescribedCategory {
  id: ConsentCategory;
  name: string;
  description: string;
  services: DescribedService[];
}

/**
 * The categories on offer, with their services and cookies, in `locale`: what the banner's
 * settings show and what the privacy page lists (`cookie-declaration`), from one definition.
 */
export async function describeCategories(
  locale: Locale,
  offer: Offer,
): Promise<DescribedCategory[]> {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  return categoriesOnOffer(offer.analytics).map((category) => ({
    id: category,
    name: t(`categories.${category}.name`),
    description: t(`categories.${category}.description`),
    services: servicesOf(category, offer).map((id): DescribedService => {
      const service = SERVICES[id];
      const provider = 'provider' in service ? service.provider : t('settings.formProvider');
      return {
        id,
        name: t(`services.${id}.name`),
        purpose: t(`services.${id}.purpose`),
        provider,
        ...('policy' in service && {
          policy: { href: service.policy, label: t('settings.policy', { provider }) },
        }),
        cookies: service.cookies.map((cookie) => ({
          name: cookie.name,
          purpose: t(`cookies.${cookie.name as 'NEXT_LOCALE'}`),
          lifetime: t('lifetime', {
            count:
              cookie.name === '__session' && offer.sessionDays !== undefined
                ? offer.sessionDays
                : cookie.lifetime.count,
            unit: cookie.lifetime.unit,
          }),
        })),
        ...('ownCookies' in service && { ownCookies: t('settings.ownCookies') }),
      };
    }),
  }));
}
