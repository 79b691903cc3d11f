import { getTranslations } from 'next-intl/server';
import type { RenderContext } from '@/blocks/types';
import type { GlobalBlok as GlobalSettings } from '@/content/generated/components';
import { ContactLinks } from './header/contact-links';
import { DesktopNav } from './header/desktop-nav';
import { HeaderCta } from './header/header-cta';
import { HomeLink } from './header/home-link';
import { MobileMenu } from './header/mobile-menu';
import { MobileNav } from './header/mobile-nav';
import { SearchForm } from './header/search-form';
import { LanguageSwitcher } from './language-switcher';

interface Props {
  settings: GlobalSettings;
  context: RenderContext;
  /** `dark` in the `global` layout, whose ink header runs into a full-bleed hero. */
  tone?: 'light' | 'dark';
  /** Off in the `system` layout: brand and languages only. */
  navigation?: boolean;
}

/**
 * The sticky site header. From `xl`: a thin ink top bar (contacts, search, languages) that scrolls
 * away, and the main bar (logo, navigation, call to action) that stays. Below `xl`: the main bar
 * with the logo and the menu button, everything else in the mobile menu.
 */
export async function SiteHeader({ settings, context, tone = 'light', navigation = true }: Props) {
  const { locale } = context;
  const t = await getTranslations({ locale, namespace: 'Layout' });
  const homeLabel = t('home', { company: settings.company_name });
  const barTone =
    tone === 'dark' ? 'bg-ink text-white' : 'border-b border-steel-200 bg-white text-ink';

  if (!navigation) {
    return (
      <header className={barTone}>
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-6 px-5 py-2 sm:px-8">
          <HomeLink
            context={context}
            company={settings.company_name}
            label={homeLabel}
            tone={tone}
          />
          <LanguageSwitcher locale={locale} alternates={context.alternates} tone={tone} />
        </div>
      </header>
    );
  }

  const header = settings.header?.[0];
  const items = header?.navigation ?? [];
  const cta = header?.cta ?? [];
  const showSearch = header?.show_search !== false; // the schema's default is on
  const contacts = (
    <ContactLinks phone={settings.phone} email={settings.email} label={t('contacts')} />
  );

  return (
    <header className="sticky top-0 z-40 xl:-top-11">
      <div className="hidden h-11 border-b border-white/10 bg-ink text-sm xl:block">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
          {contacts}
          <div className="flex h-full items-center gap-4">
            {showSearch ? <SearchForm locale={locale} id="site-search" variant="bar" /> : null}
            <LanguageSwitcher locale={locale} alternates={context.alternates} tone="dark" />
          </div>
        </div>
      </div>
      <div className={barTone}>
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-5 sm:px-8 xl:h-20 xl:gap-6">
          <HomeLink
            context={context}
            company={settings.company_name}
            label={homeLabel}
            tone={tone}
          />
          <DesktopNav
            items={items}
            context={context}
            tone={tone}
            label={t('primaryNavigation')}
            submenuLabel={(label) => t('submenu', { label })}
          />
          <HeaderCta buttons={cta} context={context} className="ml-auto hidden sm:flex xl:ml-0" />
          <div className="ml-auto sm:ml-0 xl:hidden">
            <MobileMenu
              id="site-menu"
              labels={{ menu: t('menu'), close: t('closeMenu') }}
              tone={tone}
              brand={
                <HomeLink
                  context={context}
                  company={settings.company_name}
                  label={homeLabel}
                  tone="dark"
                />
              }
            >
              {showSearch ? (
                <SearchForm locale={locale} id="site-menu-search" variant="panel" />
              ) : null}
              <MobileNav items={items} context={context} label={t('primaryNavigation')} />
              <HeaderCta buttons={cta} context={context} />
              <div className="mt-auto flex flex-col gap-4 border-t border-white/10 pt-6">
                <LanguageSwitcher locale={locale} alternates={context.alternates} tone="dark" />
                {contacts}
              </div>
            </MobileMenu>
          </div>
        </div>
      </div>
    </header>
  );
}
