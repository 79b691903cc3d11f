import { getTranslations } from 'next-intl/server';
import { MAX_SEARCH_TERM_LENGTH, SEARCH_TERM_KEY } from '@/catalogue/product-filters';
import { hrefFor, resolveLink } from '@/content';
import { finderPath } from '@/paths/finder-paths';
import type { ProductSearchBarBlok } from '@/content/generated/components';
import type { BlockProps } from '../types';
import { shortId } from '@/site/ui/short-id';
import { StrokeIcon } from '@/site/ui/stroke-icon';

/**
 * A search box that leads to the product listing: a GET form whose action is the products page,
 * so the listing shows the results of `search_term`, with or without JavaScript; and, for the
 * buyer who knows the job rather than the model, a link to the product finder (left to the
 * listing on the products page itself).
 */
export async function ProductSearchBar({ blok, context }: BlockProps<ProductSearchBarBlok>) {
  const { locale } = context;
  const [t, tf] = await Promise.all([
    getTranslations({ locale, namespace: 'Products' }),
    getTranslations({ locale, namespace: 'Finder' }),
  ]);
  const action = resolveLink(blok.products_page, locale, context.links);
  if (action === undefined) return null;
  const inputId = `${shortId(blok._uid)}-search`;
  const current = context.query?.get(SEARCH_TERM_KEY)?.trim() ?? '';
  // on the product list itself, the listing below it carries the finder's link: once is enough
  const onItsTarget = context.story !== undefined && hrefFor(context.story, locale) === action;
  return (
    <section className="search-bar" aria-labelledby={`${inputId}-label`}>
      <div className="search-bar-body">
        <h2 id={`${inputId}-label`} className="search-bar-title">
          <label htmlFor={inputId}>{blok.headline || t('searchLabel')}</label>
        </h2>
        <div className="flex w-full flex-col gap-3">
          <form
            method="get"
            action={action}
            role="search"
            aria-label={t('searchLandmark')}
            className="flex w-full flex-col gap-3 sm:flex-row"
          >
            <div className="relative flex-1">
              <StrokeIcon
                d="M18 11a7 7 0 1 1-14 0a7 7 0 1 1 14 0zM20 20l-3.5-3.5"
                className="search-bar-icon"
              />
              <input
                id={inputId}
                type="search"
                name={SEARCH_TERM_KEY}
                defaultValue={current}
                maxLength={MAX_SEARCH_TERM_LENGTH}
                {...(blok.placeholder && { placeholder: blok.placeholder })}
                enterKeyHint="search"
                className="search-bar-input"
              />
            </div>
            <button type="submit" className="search-bar-submit">
              {t('searchSubmit')}
            </button>
          </form>
          {onItsTarget ? null : (
            <p>
              <a href={finderPath(locale)} className="link-underline" data-finder-link>
                {tf('link')}
              </a>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
