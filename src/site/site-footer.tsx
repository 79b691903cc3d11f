import { getTranslations } from 'next-intl/server';
import type { RenderContext } from '@/site/render-context';
import { socialLinksOf } from '@/site/social/networks';
import { SocialIconLinks } from '@/site/social/social-links';
import type { GlobalBlok as GlobalSettings } from '@/content/generated/components';
import { FooterColumns, footerHeading } from './footer/footer-columns';
import { FooterContact } from './footer/footer-contact';
import { FooterLegal } from './footer/footer-legal';
import { Logo } from './logo';

/**
 * The ink footer from the global story's `footer` block: brand, tagline, contacts and social
 * links beside the link columns, then copyright, VAT number, note and legal links. `compact` (the
 * `system` layout) keeps only the bottom line.
 */
export async function SiteFooter({
  settings,
  context,
  compact = false,
}: {
  settings: GlobalSettings;
  context: RenderContext;
  compact?: boolean;
}) {
  const { locale } = context;
  const [t, social, consent] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Social' }),
    getTranslations({ locale, namespace: 'Consent' }),
  ]);
  const footer = settings.footer?.[0];
  const links = footer?.show_social !== false ? socialLinksOf(settings.social_links) : [];
  const legal = (
    <FooterLegal
      copyright={t('copyright', {
        year: new Date().getFullYear(),
        company: settings.company_name,
      })}
      vat={settings.vat_number ? t('vat', { vat: settings.vat_number }) : undefined}
      note={footer?.note}
      links={footer?.legal_links ?? []}
      context={context}
      label={t('legal')}
      cookieSettings={consent('footerLink')}
    />
  );
  if (compact) return <footer className="bg-ink text-steel-200">{legal}</footer>;
  return (
    <footer className="bg-ink text-steel-200">
      <div className="footer-main">
        <div className="flex flex-col gap-8 lg:col-span-4 lg:pr-8">
          <div className="flex flex-col gap-4 text-white">
            <Logo name={settings.company_name} tone="dark" />
            {settings.tagline ? (
              <p className="max-w-sm text-lg leading-snug text-steel-200">{settings.tagline}</p>
            ) : null}
          </div>
          {links.length ? (
            <div className="flex flex-col gap-4">
              <h2 className={footerHeading}>{social('followUs')}</h2>
              <SocialIconLinks
                links={links}
                nameOf={(link) =>
                  social('onNetwork', { company: settings.company_name, network: link.name })
                }
              />
            </div>
          ) : null}
        </div>
        <div className="grid gap-12 sm:grid-cols-4 sm:gap-x-6 lg:col-span-8">
          <FooterColumns columns={footer?.columns ?? []} context={context} label={t('siteMap')} />
          <FooterContact
            settings={settings}
            labels={{
              contacts: t('contacts'),
              address: t('address'),
              phone: t('phone'),
              email: t('email'),
              openingHours: t('openingHours'),
            }}
          />
        </div>
      </div>
      {legal}
    </footer>
  );
}
