/**
 * The download list's filters: one document type (`type`), one product (`product`, its slug) and
 * one document language (`language`). Pure; values the list does not offer are ignored.
 */

export const DOWNLOAD_FILTER_KEYS = ['type', 'product', 'language'] as const;
export type DownloadFilterKey = (typeof DOWNLOAD_FILTER_KEYS)[number];

export type DownloadFilterState = Partial<Record<DownloadFilterKey, string>>;

export type DownloadFilterOptions = Record<DownloadFilterKey, readonly string[]>;

/** The first value of each key that the list offers (repeated or comma-separated values allowed). */
export function parseDownloadFilters(
  query: URLSearchParams | undefined,
  options: DownloadFilterOptions,
): DownloadFilterState {
  const state: DownloadFilterState = {};
  if (!query) return state;
  for (const key of DOWNLOAD_FILTER_KEYS) {
    const asked = query
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim());
    const value = asked.find((item) => options[key].includes(item));
    if (value !== undefined) state[key] = value;
  }
  return state;
}

export function hasDownloadFilters(state: DownloadFilterState): boolean {
  return DOWNLOAD_FILTER_KEYS.some((key) => state[key] !== undefined);
}

/** The query string of a state in a fixed key order, or '' when nothing is filtered. */
export function downloadFilterSearch(state: DownloadFilterState): string {
  const parts = DOWNLOAD_FILTER_KEYS.flatMap((key) => {
    const value = state[key];
    return value ? [`${key}=${encodeURIComponent(value)}`] : [];
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export interface FilterableDownload {
  type: string;
  /** Slugs of the products the document is about. */
  products: readonly string[];
  languages: readonly string[];
}

export function filterDownloads<D extends FilterableDownload>(
  downloads: readonly D[],
  state: DownloadFilterState,
): D[] {
  return downloads.filter(
    (download) =>
      (state.type === undefined || download.type === state.type) &&
      (state.product === undefined || download.products.includes(state.product)) &&
      (state.language === undefined || download.languages.includes(state.language)),
  );
}
