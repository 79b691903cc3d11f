import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { GlobalBlok as GlobalSettings } from '@/content/generated/components';
import { Logo } from './logo';

export async function SiteFooter({
  settings,
  locale,
}: {
  settings: GlobalSettings;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  return (
    <footer className="bg-ink text-steel-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-12 sm:px-8 md:grid-cols-3">
        <div className="flex flex-col gap-3 text-white">
          <Logo name={settings.company_name} />
          <p className="text-steel-200">{settings.tagline}</p>
        </div>
        <address className="not-italic">
          <p className="mb-2 font-semibold text-white">{t('contacts')}</p>
          <p>{settings.address}</p>
          <p>
            <a className="underline underline-offset-4" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          </p>
          <p>
            <a
              className="underline underline-offset-4"
              href={`tel:${settings.phone.replace(/\s+/g, '')}`}
            >
              {settings.phone}
            </a>
          </p>
        </address>
        <p className="text-sm md:text-right">
          © {new Date().getFullYear()} {settings.company_name} ·{' '}
          {t('vat', { vat: settings.vat_number })}
        </p>
      </div>
    </footer>
  );
}
