import { getTranslations } from 'next-intl/server';
import { sitePath } from '@/content';
import type { Locale } from '@/i18n/routing';
import { SearchIcon } from './icons';

/**
 * The site search as a plain GET form (`q`) to the language's search page, so it works without
 * JavaScript; in the menu panel on phones, in the header's top strip from `xl` (`header.css`).
 * Named, because a page may hold another search landmark (the product search bar).
 */
export async function SearchForm({ locale, id }: { locale: Locale; id: string }) {
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    <form
      role="search"
      aria-label={t('searchLandmark')}
      action={sitePath('search', locale)}
      method="get"
      className="search-form"
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
      />
      <button type="submit">
        <SearchIcon />
        <span className="sr-only">{t('searchSubmit')}</span>
      </button>
    </form>
  );
}
