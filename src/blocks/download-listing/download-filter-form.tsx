import { getTranslations } from 'next-intl/server';
import type { DownloadFilterKey, DownloadFilterState } from '@/catalogue/download-filters';
import type { Locale } from '@/i18n/routing';

export type DownloadFilterChoices = Record<
  DownloadFilterKey,
  Array<{ value: string; label: string }>
>;

/** A plain GET form: one select per filter, a submit button, and a link back to everything. */
export async function DownloadFilterForm({
  id,
  locale,
  action,
  state,
  choices,
}: {
  id: string;
  locale: Locale;
  action: string;
  state: DownloadFilterState;
  choices: DownloadFilterChoices;
}) {
  const t = await getTranslations({ locale, namespace: 'DownloadListing' });
  const fields: Array<{ key: DownloadFilterKey; label: string; any: string }> = [
    { key: 'type', label: t('type'), any: t('anyType') },
    { key: 'product', label: t('product'), any: t('anyProduct') },
    { key: 'language', label: t('language'), any: t('anyLanguage') },
  ];
  const active = fields.some(({ key }) => state[key] !== undefined);
  return (
    <form
      id={id}
      method="get"
      action={action}
      data-filter-form="downloads"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5 border border-steel-200 bg-steel-50 p-5 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-lg font-extrabold">
        {t('filtersTitle')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end">
        {fields.map(({ key, label, any }) =>
          choices[key].length > 0 ? (
            <div key={key} className="flex min-w-0 flex-col gap-2">
              <label htmlFor={`${id}-${key}`} className="text-sm font-bold">
                {label}
              </label>
              <div className="relative">
                <select
                  key={state[key] ?? ''}
                  id={`${id}-${key}`}
                  name={key}
                  defaultValue={state[key] ?? ''}
                  className="min-h-11 w-full appearance-none truncate rounded-sm border border-steel-300 bg-white pr-10 pl-3 text-base"
                >
                  <option value="">{any}</option>
                  {choices[key].map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </div>
            </div>
          ) : null,
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2 lg:col-span-1">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-sm border-2 border-ink bg-ink px-6 font-semibold text-white transition-colors duration-250 hover:bg-steel-800"
          >
            {t('apply')}
          </button>
          {active ? (
            <a
              href={action}
              data-filter-link
              className="inline-flex min-h-11 items-center text-sm link-underline"
            >
              {t('reset')}
            </a>
          ) : null}
        </div>
      </div>
    </form>
  );
}
