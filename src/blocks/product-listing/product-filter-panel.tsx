import { getTranslations } from 'next-intl/server';
import type { FacetCounts } from '@/catalogue/facets';
import {
  activeFilterCount,
  facetKey,
  SEARCH_TERM_KEY,
  MAX_SEARCH_TERM_LENGTH,
  type Facet,
  type ProductFilterState,
} from '@/catalogue/product-filters';
import type { Locale } from '@/i18n/routing';

export interface FacetOption {
  value: string;
  label: string;
}

interface Props {
  id: string;
  locale: Locale;
  /** The listing's own page: the form's target, without JavaScript too. */
  action: string;
  state: ProductFilterState;
  options: Record<Facet, FacetOption[]>;
  counts: FacetCounts;
}

/**
 * The filter form: a plain GET form (a submit sends each ticked value as its own key, which the
 * listing reads like the comma-separated form). Closed behind a "Filters" button on small screens
 * unless filters are active; always open beside the results on large ones.
 */
export async function ProductFilterPanel({ id, locale, action, state, options, counts }: Props) {
  const t = await getTranslations({ locale, namespace: 'Filters' });
  const active = activeFilterCount(state);
  const legends: Record<Facet, string> = { materiale: t('materials'), processo: t('processes') };
  const facets = (['materiale', 'processo'] as const).filter(
    (facet) =>
      state[facet].length > 0 || options[facet].some(({ value }) => counts[facet].get(value)),
  );
  return (
    <details
      open={active > 0 || undefined}
      className="group/panel self-start border border-steel-200 bg-white lg:sticky lg:top-24 lg:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 font-bold lg:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-3">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          {t('toggle')}
          {active > 0 ? (
            <span className="rounded-sm bg-accent px-2 py-0.5 text-xs font-bold text-ink">
              {t('activeBadge', { count: active })}
            </span>
          ) : null}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 transition-transform duration-250 group-open/panel:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <form
        id={id}
        method="get"
        action={action}
        data-filter-form="catalogue"
        aria-labelledby={`${id}-title`}
        className="flex flex-col gap-6 border-t border-steel-200 p-5 lg:border-t-0"
      >
        <h3 id={`${id}-title`} className="sr-only lg:not-sr-only lg:text-lg lg:font-extrabold">
          {t('heading')}
        </h3>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-search`} className="text-sm font-bold">
            {t('search')}
          </label>
          <input
            key={state.searchTerm}
            id={`${id}-search`}
            type="search"
            name={SEARCH_TERM_KEY}
            defaultValue={state.searchTerm}
            maxLength={MAX_SEARCH_TERM_LENGTH}
            placeholder={t('searchPlaceholder')}
            enterKeyHint="search"
            className="min-h-11 w-full rounded-sm border border-steel-300 bg-white px-3 text-base placeholder:text-steel-600"
          />
        </div>
        {facets.map((facet) => (
          <fieldset key={facet} className="flex flex-col gap-1">
            <legend className="mb-2 text-sm font-bold">{legends[facet]}</legend>
            <ul className="flex flex-col">
              {options[facet].map(({ value, label }) => {
                const checked = state[facet].includes(value);
                const count = counts[facet].get(value) ?? 0;
                return (
                  <li key={value}>
                    <label
                      className={
                        count === 0 && !checked ? 'filter-option text-steel-600' : 'filter-option'
                      }
                    >
                      <input
                        // A new element when the URL's state differs, so a ticked box never outlives its filter
                        key={`${value}:${checked}`}
                        type="checkbox"
                        name={facetKey(facet)}
                        value={value}
                        defaultChecked={checked}
                      />
                      <span>{label}</span>
                      <span aria-hidden="true">{count}</span>
                      <span className="sr-only">({t('optionCount', { count })})</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-sm border-2 border-ink bg-ink px-5 font-semibold text-white transition-colors duration-250 hover:bg-steel-800"
        >
          {t('apply')}
        </button>
      </form>
    </details>
  );
}
