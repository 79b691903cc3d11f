import { ContentError } from '../../errors';
import type { FilterQuery } from '../../source';
/** Reads a content field of the story at a position, by dot path. */
export type FieldReader = (path: string) => (position: number) => unknown;

type Test = (position: number) => boolean;

const list = (value: string) => value.split(',').map((item) => item.trim());
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** `*` is the only wildcard of `like`; everything else matches literally. */
function likePattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 's');
}

/** `YYYY-mm-dd HH:MM` as the API writes dates, or ISO 8601. */
function timeOf(value: unknown): number {
  if (typeof value !== 'string' || value === '') return Number.NaN;
  return Date.parse(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? value.replace(' ', 'T') + 'Z' : value,
  );
}

const isTests: Record<string, (value: unknown) => boolean> = {
  empty: isBlank,
  not_empty: (value) => !isBlank(value),
  empty_array: (value) => asArray(value).length === 0,
  not_empty_array: (value) => asArray(value).length > 0,
  true: (value) => value === true,
  false: (value) => value === false,
  null: (value) => value === null,
  not_null: (value) => value !== null && value !== undefined,
};

function compare(read: (value: unknown) => number, limit: number, above: boolean) {
  return (value: unknown) => {
    const number = read(value);
    return !Number.isNaN(number) && (above ? number > limit : number < limit);
  };
}

function operatorTest(field: string, operator: string, raw: string): (value: unknown) => boolean {
  const values = list(raw);
  const first = values[0] ?? '';
  switch (operator) {
    case 'is': {
      const test = isTests[first];
      if (!test) throw new ContentError(400, `filter_query[${field}][is] cannot be "${first}"`);
      return test;
    }
    case 'in': {
      const wanted = new Set(values);
      return (value) => value !== undefined && value !== null && wanted.has(String(value));
    }
    case 'not_in': {
      const unwanted = new Set(values);
      return (value) => value === undefined || value === null || !unwanted.has(String(value));
    }
    case 'like': {
      const patterns = values.map(likePattern);
      return (value) =>
        typeof value === 'string' && patterns.some((pattern) => pattern.test(value));
    }
    case 'not_like': {
      const patterns = values.map(likePattern);
      return (value) =>
        typeof value !== 'string' || !patterns.some((pattern) => pattern.test(value));
    }
    case 'any_in_array':
    case 'in_array': {
      const wanted = new Set(values);
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (const item of value)
          if (wanted.has(typeof item === 'string' ? item : String(item))) return true;
        return false;
      };
    }
    case 'all_in_array':
      return (value) =>
        values.every((wanted) => asArray(value).some((item) => String(item) === wanted));
    case 'gt_date':
    case 'lt_date': {
      const limit = timeOf(first);
      if (Number.isNaN(limit))
        throw new ContentError(400, `filter_query[${field}][${operator}] needs a date`);
      return compare(timeOf, limit, operator === 'gt_date');
    }
    case 'gt_int':
    case 'lt_int':
    case 'gt_float':
    case 'lt_float': {
      const read = operator.endsWith('int')
        ? (value: unknown) =>
            typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value as string, 10)
        : (value: unknown) =>
            typeof value === 'number' ? value : Number.parseFloat(value as string);
      const limit = read(first);
      if (Number.isNaN(limit))
        throw new ContentError(400, `filter_query[${field}][${operator}] needs a number`);
      return compare(read, limit, operator.startsWith('gt'));
    }
    default:
      throw new ContentError(
        400,
        `Unknown filter_query operator "${operator}" on field "${field}"`,
      );
  }
}

/**
 * Compiles a `filter_query` once into a test of the story at a position: every field's operators
 * must hold (AND), and `__or` holds when any of its filters does.
 */
export function compileFilterQuery(query: FilterQuery, read: FieldReader): Test {
  const tests: Test[] = [];
  for (const [field, condition] of Object.entries(query)) {
    if (field === '__or') {
      if (!Array.isArray(condition))
        throw new ContentError(400, 'filter_query[__or] must be a list');
      const alternatives = condition.map((alternative) => compileFilterQuery(alternative, read));
      tests.push((position) => alternatives.some((test) => test(position)));
      continue;
    }
    if (Array.isArray(condition) || typeof condition !== 'object' || condition === null) {
      throw new ContentError(
        400,
        `filter_query[${field}] needs an operator, e.g. filter_query[${field}][in]=…`,
      );
    }
    for (const [operator, raw] of Object.entries(condition)) {
      if (typeof raw !== 'string')
        throw new ContentError(400, `filter_query[${field}][${operator}] must be text`);
      const test = operatorTest(field, operator, raw);
      const value = read(field);
      tests.push((position) => test(value(position)));
    }
  }
  return (position) => {
    for (const test of tests) if (!test(position)) return false;
    return true;
  };
}
