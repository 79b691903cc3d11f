import { ContentError } from '../errors';
import type { FilterQuery } from '../source';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const bad = (message: string) => new ContentError(400, message);

function operators(value: unknown, path: string): Record<string, string> {
  if (!isRecord(value)) throw bad(`${path} needs an operator, e.g. ${path}[in]=value`);
  const result: Record<string, string> = {};
  for (const [operator, operand] of Object.entries(value)) {
    if (Array.isArray(operand)) throw bad(`${path}[${operator}] is given more than once`);
    if (typeof operand !== 'string') throw bad(`${path}[${operator}] must be a value`);
    result[operator] = operand;
  }
  return result;
}

/**
 * The official client sends `{__or: [{a: …}, {b: …}]}` as `filter_query[__or][][a]…&
 * filter_query[__or][][b]…`, which qs (like Rack on Storyblok's side) reads back as ONE element
 * holding both fields, and a field repeated across alternatives as a list of values. So, as the
 * API documents `__or`, every field under it, and every repeated value, is its own alternative.
 */
function alternatives(value: unknown): FilterQuery[] {
  // qs gives an object instead of an array past its array limit or for explicit indices
  const elements = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  if (elements.length === 0) {
    throw bad('filter_query[__or] needs alternatives, e.g. filter_query[__or][][field][in]=value');
  }
  const result: FilterQuery[] = [];
  for (const element of elements) {
    if (!isRecord(element)) throw bad('filter_query[__or][] must hold [field][operator]=value');
    for (const [field, condition] of Object.entries(element)) {
      const path = `filter_query[__or][][${field}]`;
      if (!isRecord(condition)) throw bad(`${path} needs an operator, e.g. ${path}[in]=value`);
      const single: Record<string, string> = {};
      for (const [operator, operand] of Object.entries(condition)) {
        if (Array.isArray(operand)) {
          for (const item of operand) {
            if (typeof item !== 'string') throw bad(`${path}[${operator}] must be a value`);
            result.push({ [field]: { [operator]: item } });
          }
        } else if (typeof operand === 'string') single[operator] = operand;
        else throw bad(`${path}[${operator}] must be a value`);
      }
      if (Object.keys(single).length > 0) result.push({ [field]: single });
    }
  }
  return result;
}

/** The parsed `filter_query` as the nested object of source.ts; a malformed one is a 400. */
export function toFilterQuery(value: unknown): FilterQuery {
  if (!isRecord(value)) {
    throw bad('filter_query must be written filter_query[field][operator]=value');
  }
  const query: FilterQuery = {};
  for (const [field, condition] of Object.entries(value)) {
    query[field] =
      field === '__or' ? alternatives(condition) : operators(condition, `filter_query[${field}]`);
  }
  return query;
}
