import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Icon } from '@/site/editorial/icons';
import { pageHref, pageLinks } from '../paging';

// Plain links: the client router would show the cached pre-rendered first page for a `?page=N`
// URL of a prefixed locale (docs/features.md, "Listing queries and the client router").
/**
 * Previous / next and numbered page links of a paged listing: real links (`?page=N`, page 1 the
 * plain URL), so paging works without JavaScript and crawlers reach every page.
 */
export async function Pager({
  locale,
  label,
  path,
  search = '',
  page,
  total,
}: {
  locale: Locale;
  /** The name of the navigation landmark: which listing's pages these are. */
  label: string;
  path: string;
  /** The listing's other query (its filters), kept on every page link. */
  search?: string;
  page: number;
  total: number;
}) {
  if (total <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Paging' });
  const labels = {
    previous: t('previous'),
    next: t('next'),
    page: (number: number) => t('page', { page: number }),
  };
  return (
    <nav aria-label={label} className="mt-12 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <a href={pageHref(path, page - 1, search)} rel="prev" className="pager-link">
              <Icon name="arrowLeft" />
              <span className="max-sm:sr-only">{labels.previous}</span>
            </a>
          ) : (
            <span className="pager-link" aria-disabled="true">
              <Icon name="arrowLeft" />
              <span className="max-sm:sr-only">{labels.previous}</span>
            </span>
          )}
        </li>
        {pageLinks(page, total).map((link, index) =>
          link === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-steel-600">
              …
            </li>
          ) : (
            <li key={link}>
              <a
                href={pageHref(path, link, search)}
                aria-label={labels.page(link)}
                {...(link === page ? { 'aria-current': 'page' as const } : {})}
                className="pager-link"
              >
                {link}
              </a>
            </li>
          ),
        )}
        <li>
          {page < total ? (
            <a href={pageHref(path, page + 1, search)} rel="next" className="pager-link">
              <span className="max-sm:sr-only">{labels.next}</span>
              <Icon name="arrowRight" />
            </a>
          ) : (
            <span className="pager-link" aria-disabled="true">
              <span className="max-sm:sr-only">{labels.next}</span>
              <Icon name="arrowRight" />
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-steel-600">{t('pageOf', { page, total })}</p>
    </nav>
  );
}
