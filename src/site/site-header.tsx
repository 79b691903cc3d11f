import { getTranslations } from 'next-intl/server';
import type { RenderContext } from '@/site/render-context';
import type { GlobalBlok as GlobalSettings } from '@/content/generated/components';
import { ContactLinks } from './header/contact-links';
import { HeaderCta } from './header/header-cta';
import { HomeLink } from './header/home-link';
import { MobileMenu } from './header/mobile-menu';
import { SearchForm } from './header/search-form';
import { SiteNav } from './header/site-nav';
import { withFinderEntry } from './header/finder-entry';
import { LanguageSwitcher } from './language-switcher';
import { dependOnSetting } from '@/content';
import { signInConfig, signInTag } from '@/features/session/sign-in-config';
import { LockIcon } from './partner/lock-icon';
import { partnerAreaPath } from '@/paths/partner-paths';
import { locatorPath } from '@/paths/locator-paths';
import { quotePath } from '@/paths/quote-paths';
import { PinIcon } from './ui/pin-icon';
import { PageLink } from './ui/page-link';

interface Props {
  settings: GlobalSettings;
  context: RenderContext;
  /** `dark` in the `global` layout, whose ink header runs into a full-bleed hero. */
  tone?: 'light' | 'dark';
}

/**
 * The sticky site header. From `xl`: a thin ink top strip (contacts, search, languages) that
 * scrolls away, and the main bar (logo, navigation, call to action) that stays. Below `xl`: the
 * bar with the logo and the menu button, everything else in the menu panel. Each piece is rendered
 * once; `header.css` places it in the panel or in the bar.
 */
export async function SiteHeader({ settings, context, tone = 'light' }: Props) {
  const { locale } = context;
  const t = await getTranslations({ locale, namespace: 'Layout' });
  const homeLabel = t('home', { company: settings.company_name });

  // The reserved area's link exists only with sign-in configured, read at start (see signInTag).
  const signIn = signInConfig() !== undefined;
  const [session, finder, locator, compare] = await Promise.all([
    getTranslations({ locale, namespace: 'Session' }),
    getTranslations({ locale, namespace: 'Finder' }),
    getTranslations({ locale, namespace: 'Locator' }),
    getTranslations({ locale, namespace: 'Compare' }),
    dependOnSetting(signInTag(signIn)),
  ]);
  const partnerLink = signIn ? (
    <a href={partnerAreaPath(locale)} data-partner-area-link="">
      <LockIcon />
      {session('partnerArea')}
    </a>
  ) : undefined;

  const whereToBuy = (
    <PageLink href={locatorPath(locale)} data-locator-link="">
      <PinIcon />
      {locator('menu')}
    </PageLink>
  );

  const header = settings.header?.[0];
  const items = withFinderEntry(header?.navigation ?? [], context, {
    finder: finder('menu'),
    compare: compare('title'),
  });
  const cta = header?.cta ?? [];
  const showSearch = header?.show_search !== false; // the schema's default is on

  return (
    <header className={`site-header header-${tone}`}>
      <div className="header-row">
        <HomeLink context={context} company={settings.company_name} label={homeLabel} tone={tone} />
        {/* on a phone, where the call to action has no room, a short way to the quote form */}
        <PageLink href={quotePath(locale)} className="header-quote-compact sm:hidden">
          {t('quoteShort')}
        </PageLink>
        <HeaderCta buttons={cta} context={context} className="ml-auto hidden sm:flex" />
        <MobileMenu
          id="site-menu"
          labels={{ menu: t('menu'), close: t('closeMenu') }}
          brand={
            <HomeLink
              context={context}
              company={settings.company_name}
              label={homeLabel}
              tone="dark"
            />
          }
        >
          {showSearch ? <SearchForm locale={locale} id="site-search" /> : null}
          <SiteNav
            items={items}
            context={context}
            label={t('primaryNavigation')}
            submenuLabel={(label) => t('submenu', { label })}
          />
          <HeaderCta buttons={cta} context={context} />
          <div className="menu-foot">
            <LanguageSwitcher locale={locale} alternates={context.alternates} />
            <ContactLinks
              phone={settings.phone}
              email={settings.email}
              label={t('contacts')}
              extra={[whereToBuy, partnerLink]}
            />
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
