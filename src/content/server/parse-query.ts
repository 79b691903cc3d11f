import qs from 'qs';
import { ContentError } from '../errors';
import type { FilterQuery } from '../source';
import { toFilterQuery } from './filter-query';

/** Sent by the official client or by caches; they change nothing in the answer. */
const IGNORED = new Set(['token', 'cv', 'resolve_level', 'resolve_links_level', '_']);
const WHOLE_NUMBERS = new Set(['per_page', 'page', 'level']);
const BOOLEANS: Record<string, boolean> = { '1': true, true: true, '0': false, false: false };
const CHOICES: Record<string, readonly string[]> = {
  version: ['published', 'draft'],
  find_by: ['uuid'],
  resolve_links: ['story', 'url', 'link'],
};

export type QueryValue = string | number | boolean | FilterQuery;
export type QueryParams = Record<string, QueryValue>;

const bad = (message: string) => new ContentError(400, message);

function typed(key: string, value: string): QueryValue {
  if (WHOLE_NUMBERS.has(key)) {
    if (!/^\d+$/.test(value)) throw bad(`${key} must be a whole number, not "${value}"`);
    return Number(value);
  }
  if (key === 'is_startpage') {
    const flag = BOOLEANS[value];
    if (flag === undefined) throw bad(`is_startpage must be 1, 0, true or false, not "${value}"`);
    return flag;
  }
  const choices = CHOICES[key];
  if (choices && !choices.includes(value)) {
    throw bad(`${key} must be ${choices.join(' or ')}, not "${value}"`);
  }
  return value;
}

/**
 * A Content Delivery API query string (bracket notation for `filter_query`) as the typed
 * parameters of source.ts: numbers, booleans, the nested filter, and every other value as text.
 */
export function parseQuery(search: string): QueryParams {
  const raw = qs.parse(search.replace(/^\?/, ''), { depth: 10, arrayLimit: 100 });
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(raw)) {
    if (IGNORED.has(key)) continue;
    if (key === 'filter_query') params.filter_query = toFilterQuery(value);
    else if (Array.isArray(value)) throw bad(`${key} is given more than once`);
    else if (typeof value !== 'string') throw bad(`${key} must be a single value, not ${key}[…]`);
    else params[key] = typed(key, value);
  }
  return params;
}
