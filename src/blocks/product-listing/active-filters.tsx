import { getTranslations } from 'next-intl/server';
import {
  FACETS,
  productFilterSearch,
  withoutSearchTerm,
  withoutValue,
  type Facet,
  type ProductFilterState,
} from '@/catalogue/product-filters';
import type { Locale } from '@/i18n/routing';
import { StrokeIcon } from '@/site/ui/stroke-icon';

interface Props {
  locale: Locale;
  /** The listing's page without filters. */
  path: string;
  state: ProductFilterState;
  labels: Record<Facet, ReadonlyMap<string, string>>;
}

/**
 * One link per active filter that removes just that filter, and one that removes them all. Plain
 * links: without JavaScript they load the page; with it, the filter island takes them over (see
 * filter-navigation.tsx for why not the router's Link).
 */
export async function ActiveFilters({ locale, path, state, labels }: Props) {
  const t = await getTranslations({ locale, namespace: 'Filters' });
  const chips = [
    ...FACETS.flatMap((facet) =>
      state[facet].map((value) => ({
        key: `${facet}:${value}`,
        label: labels[facet].get(value) ?? value,
        href: path + productFilterSearch(withoutValue(state, facet, value)),
      })),
    ),
    ...(state.searchTerm
      ? [
          {
            key: 'search',
            label: t('searchChip', { term: state.searchTerm }),
            href: path + productFilterSearch(withoutSearchTerm(state)),
          },
        ]
      : []),
  ];
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{t('activeFilters')}</h3>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              href={chip.href}
              data-filter-link
              aria-label={t('remove', { label: chip.label })}
              className="filter-chip"
            >
              {chip.label}
              <StrokeIcon d="M6 6l12 12M18 6 6 18" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
      <a
        href={path}
        data-filter-link
        className="inline-flex min-h-11 items-center px-2 text-sm link-underline"
      >
        {t('clearAll')}
      </a>
    </div>
  );
}
