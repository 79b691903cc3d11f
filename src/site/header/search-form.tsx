import { getTranslations } from 'next-intl/server';
import { sitePath } from '@/content';
import type { Locale } from '@/i18n/routing';
import { SearchIcon } from './icons';

const fields = {
  bar: 'h-11 w-64 border-x border-white/10 bg-white/5 px-4 text-sm text-white placeholder:text-steel-200 focus:bg-white/10 2xl:w-80',
  panel:
    'min-h-12 rounded-l-sm border border-white/20 bg-white/10 px-4 text-base text-white placeholder:text-steel-200 focus:bg-white/15',
} as const;

const buttons = {
  bar: 'size-11 text-white hover:bg-white/10',
  panel: 'min-h-12 min-w-12 rounded-r-sm bg-accent text-ink hover:bg-accent-strong',
} as const;

/**
 * The site search as a plain GET form (`q`) to the language's search page, so it works without
 * JavaScript. `bar` sits in the header's top bar, `panel` in the mobile menu.
 */
export async function SearchForm({
  locale,
  id,
  variant,
}: {
  locale: Locale;
  id: string;
  variant: keyof typeof fields;
}) {
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <form
      role="search"
      action={sitePath('search', locale)}
      method="get"
      className="flex w-full items-stretch"
    >
      <label htmlFor={id} className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={`min-w-0 flex-1 appearance-none rounded-none transition-colors ${fields[variant]}`}
      />
      <button
        type="submit"
        className={`inline-flex shrink-0 items-center justify-center transition-colors ${buttons[variant]}`}
      >
        <SearchIcon />
        <span className="sr-only">{t('searchSubmit')}</span>
      </button>
    </form>
  );
}
