import { ContentError } from '../errors';

export interface Page<T> {
  items: T[];
  total: number;
  perPage: number;
}

/** Storyblok's paging: `page` from 1, `per_page` defaulting to `fallback` and capped at `max`. */
export function paginate<T>(
  items: T[],
  params: { page?: number; per_page?: number },
  fallback: number,
  max: number,
): Page<T> {
  const page = params.page ?? 1;
  const perPage = Math.min(params.per_page ?? fallback, max);
  if (!Number.isInteger(page) || page < 1)
    throw new ContentError(400, 'page must be a whole number from 1');
  if (!Number.isInteger(perPage) || perPage < 1) {
    throw new ContentError(400, 'per_page must be a whole number from 1');
  }
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), total: items.length, perPage };
}
