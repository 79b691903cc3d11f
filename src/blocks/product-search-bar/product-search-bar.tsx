import { getTranslations } from 'next-intl/server';
import { MAX_SEARCH_TERM_LENGTH, SEARCH_TERM_KEY } from '@/catalogue/product-filters';
import { resolveLink } from '@/content';
import type { ProductSearchBarBlok } from '@/content/generated/components';
import type { BlockProps } from '../types';
import { shortId } from '@/site/ui/short-id';

function SearchIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/**
 * A search box that leads to the product listing: a GET form whose action is the products page,
 * so the listing shows the results of `search_term`, with or without JavaScript.
 */
export async function ProductSearchBar({ blok, context }: BlockProps<ProductSearchBarBlok>) {
  const { locale } = context;
  const t = await getTranslations({ locale, namespace: 'Products' });
  const action = resolveLink(blok.products_page, locale, context.links);
  if (action === undefined) return null;
  const inputId = `${shortId(blok._uid)}-search`;
  const current = context.query?.get(SEARCH_TERM_KEY)?.trim() ?? '';
  return (
    <section className="border-b border-steel-200 bg-white" aria-labelledby={`${inputId}-label`}>
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-5 py-10 sm:px-8 md:py-12 lg:flex-row lg:items-center lg:gap-12">
        <h2
          id={`${inputId}-label`}
          className="border-l-4 border-accent pl-4 text-2xl leading-tight font-extrabold tracking-tight text-balance hyphens-auto md:text-3xl lg:max-w-sm lg:shrink-0"
        >
          <label htmlFor={inputId}>{blok.headline || t('searchLabel')}</label>
        </h2>
        <form
          method="get"
          action={action}
          role="search"
          className="flex w-full flex-col gap-3 sm:flex-row"
        >
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-6 -translate-y-1/2 text-steel-600" />
            <input
              id={inputId}
              type="search"
              name={SEARCH_TERM_KEY}
              defaultValue={current}
              maxLength={MAX_SEARCH_TERM_LENGTH}
              placeholder={blok.placeholder || undefined}
              enterKeyHint="search"
              className="min-h-14 w-full rounded-sm border-2 border-ink bg-white pr-4 pl-13 text-lg text-ink placeholder:text-steel-600"
            />
          </div>
          <button
            type="submit"
            className="inline-flex min-h-14 items-center justify-center gap-2 rounded-sm border-2 border-accent bg-accent px-8 text-lg font-semibold text-ink transition-colors duration-250 hover:border-accent-strong hover:bg-accent-strong"
          >
            {t('searchSubmit')}
          </button>
        </form>
      </div>
    </section>
  );
}
