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
import { StrokeIcon } from '@/site/ui/stroke-icon';

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
    <details {...(active > 0 && { open: true })} className="group/panel filter-panel">
      <summary>
        <span>
          <StrokeIcon d="M4 6h16M7 12h10M10 18h4" />
          {t('toggle')}
          {active > 0 ? (
            <span className="filter-panel-badge">{t('activeBadge', { count: active })}</span>
          ) : null}
        </span>
        <StrokeIcon d="m6 9 6 6 6-6" className="size-5 filter-panel-chevron" />
      </summary>
      <form
        id={id}
        method="get"
        action={action}
        data-filter-form="catalogue"
        aria-labelledby={`${id}-title`}
      >
        <h3 id={`${id}-title`} className="filter-panel-title">
          {t('heading')}
        </h3>
        <div className="filter-search">
          <label htmlFor={`${id}-search`}>{t('search')}</label>
          <input
            key={state.searchTerm}
            id={`${id}-search`}
            type="search"
            name={SEARCH_TERM_KEY}
            defaultValue={state.searchTerm}
            maxLength={MAX_SEARCH_TERM_LENGTH}
            placeholder={t('searchPlaceholder')}
            enterKeyHint="search"
          />
        </div>
        {facets.map((facet) => (
          <fieldset key={facet}>
            <legend>{legends[facet]}</legend>
            <ul>
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
                      <span className="sr-only">{`(${t('optionCount', { count })})`}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        <button type="submit" className="filter-apply">
          {t('apply')}
        </button>
      </form>
    </details>
  );
}
