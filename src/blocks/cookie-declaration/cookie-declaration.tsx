import { getTranslations } from 'next-intl/server';
import { dependOnSetting } from '@/content';
import { declarationTag } from '@/features/consent/categories';
import { describeCategories } from '@/features/consent/describe';
import { currentOffer } from '@/features/consent/offer';
import { signInTag } from '@/features/session/sign-in-config';
import { ServiceList } from '@/features/consent/service-list';
import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import { shortId } from '@/site/ui/short-id';
import type { CookieDeclarationBlok } from '@/content/generated/components';
import type { BlockProps } from '../types';

/** Where "Cookie settings" leads a visitor without JavaScript, and where the policy links to. */
export const COOKIE_DECLARATION_ANCHOR = 'cookie-declaration';

/**
 * The privacy page's list of cookie categories, their services and cookies: read from the consent
 * manager's definitions (src/features/consent/categories.ts), so it is always what the banner
 * offers. Analytics is listed when a tag manager is configured (`GTM_ID`), as in the banner, and the
 * partners' sign-in when Firebase is; a start with other settings than the render's renders the
 * page again (its `settings:` tags).
 */
export async function CookieDeclaration({ blok, context }: BlockProps<CookieDeclarationBlok>) {
  const { locale } = context;
  const offer = currentOffer();
  const [t, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'Consent' }),
    describeCategories(locale, offer),
    dependOnSetting(declarationTag(offer.analytics)),
    dependOnSetting(signInTag(offer.sessionDays !== undefined)),
  ]);
  const headingId = `${COOKIE_DECLARATION_ANCHOR}-${shortId(blok._uid)}`;
  const texts = {
    provider: t('settings.provider'),
    cookie: t('settings.cookie'),
    lifetime: t('settings.lifetime'),
  };
  return (
    <Section width="small" labelledBy={headingId}>
      <div id={COOKIE_DECLARATION_ANCHOR} className="flex scroll-mt-28 flex-col gap-6">
        <SectionHeading id={headingId}>{blok.title || t('declaration.title')}</SectionHeading>
        <p className="text-steel-700">{t('declaration.intro')}</p>
        {categories.map((category) => (
          <section
            key={category.id}
            aria-labelledby={`${headingId}-${category.id}`}
            data-category={category.id}
          >
            <h3 id={`${headingId}-${category.id}`} className="text-xl font-bold">
              {category.name}
              {category.id === 'necessary' ? (
                <span className="ml-3 text-sm font-semibold text-steel-700">
                  {t('settings.alwaysOn')}
                </span>
              ) : null}
            </h3>
            <p className="mt-2 text-steel-700">{category.description}</p>
            <ServiceList category={category} texts={texts} />
          </section>
        ))}
      </div>
    </Section>
  );
}
