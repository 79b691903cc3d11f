import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/** No product for the filters: say so, and offer the way back to the whole list. */
export async function EmptyResult({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'Filters' });
  return (
    <div className="flex flex-col items-start gap-4 border-2 border-dashed border-steel-300 bg-white p-8 sm:p-12">
      <p className="heading-3">{t('emptyTitle')}</p>
      <p className="max-w-xl text-steel-700">{t('emptyText')}</p>
      <a
        href={path}
        data-filter-link
        className="inline-flex min-h-11 items-center rounded-sm border-2 border-accent bg-accent px-6 font-semibold text-ink transition-colors duration-250 hover:border-accent-strong hover:bg-accent-strong"
      >
        {t('clearAllFilters')}
      </a>
    </div>
  );
}
