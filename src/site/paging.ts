/** The largest page number a listing reads; anything beyond is surely out of range. */
const MAX_PAGE = 100_000;

export type RequestedPage = { kind: 'page'; page: number } | { kind: 'malformed'; raw: string };

/**
 * The page a request-time listing render asks for (`?page=N`); page 1 when there is no query (the
 * pre-rendered page) or no `page`. Anything but one whole number from 1 is malformed: the listing
 * then says so instead of failing.
 */
export function requestedPage(query: URLSearchParams | undefined): RequestedPage {
  const values = query?.getAll('page') ?? [];
  if (values.length === 0) return { kind: 'page', page: 1 };
  const raw = values.join(',');
  if (values.length > 1 || !/^[1-9]\d*$/.test(raw) || Number(raw) > MAX_PAGE) {
    return { kind: 'malformed', raw };
  }
  return { kind: 'page', page: Number(raw) };
}

/** Items per page from a listing block's field (a number as a string, 1–100); `fallback` when empty or bad. */
export function itemsPerPage(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 100 ? number : fallback;
}

/** How many pages `total` items fill, `perPage` to a page; an empty listing still has page 1. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export type PageLink = number | 'gap';

/**
 * The numbered links of a pager: always the first and last page, the current one and its
 * neighbours; a gap stands for the pages left out. A single skipped page is shown instead of a gap.
 */
export function pageLinks(current: number, total: number): PageLink[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const wanted = new Set([1, total, current - 1, current, current + 1]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const page of pages) {
    const previous = links.at(-1);
    if (typeof previous === 'number' && page - previous === 2) links.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) links.push('gap');
    links.push(page);
  }
  return links;
}

/**
 * The href of page `page` of a listing at `path` whose other query (filters, as `?a=b` or '') is
 * `search`: page 1 carries no `page`, so the unfiltered first page is the plain, pre-rendered URL.
 */
export function pageHref(path: string, page: number, search = ''): string {
  if (page <= 1) return path + search;
  return `${path}${search ? `${search}&` : '?'}page=${page}`;
}
