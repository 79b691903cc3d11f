import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { sitePath } from '@/content';
import { ContentLink } from './content-link';
import type { RenderContext } from '@/blocks/types';
import type { GlobalBlok as GlobalSettings } from '@/content/generated/components';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

interface Props {
  settings: GlobalSettings;
  context: RenderContext;
  /** Off in the `system` layout: brand and languages only. */
  navigation?: boolean;
}

export async function SiteHeader({ settings, context, navigation = true }: Props) {
  const { locale } = context;
  const t = await getTranslations({ locale, namespace: 'Layout' });
  const items = settings.header[0]?.navigation ?? [];
  const navList = (
    <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-2">
      {items.map((item) => (
        <li key={item._uid}>
          <ContentLink
            link={item.link}
            context={context}
            className="flex min-h-11 items-center rounded-sm px-3 font-semibold hover:bg-steel-100 aria-[current=page]:underline aria-[current=page]:decoration-accent aria-[current=page]:decoration-[3px] aria-[current=page]:underline-offset-8"
          >
            {item.label}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
  return (
    <header className="sticky top-0 z-40 border-b border-steel-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 py-2 sm:px-8">
        <NextLink
          href={sitePath('home', locale)}
          aria-label={t('home', { company: settings.company_name })}
        >
          <Logo name={settings.company_name} />
        </NextLink>
        {navigation ? (
          <nav aria-label={t('primaryNavigation')} className="hidden md:block">
            {navList}
          </nav>
        ) : null}
        <div className="hidden md:block">
          <LanguageSwitcher locale={locale} alternates={context.alternates} />
        </div>
        <details className="relative md:hidden">
          <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-sm border border-steel-300 px-4 font-semibold">
            {t('menu')}
          </summary>
          <div className="absolute right-0 mt-2 flex w-72 flex-col gap-3 border border-steel-200 bg-white p-3 shadow-lg">
            {navigation ? <nav aria-label={t('primaryNavigation')}>{navList}</nav> : null}
            <LanguageSwitcher locale={locale} alternates={context.alternates} />
          </div>
        </details>
      </div>
    </header>
  );
}
