import { ContentError } from '../../errors';
import type { FieldReader } from './filter-query';
import type { StoryView } from './story-view';

const ROOT_FIELDS = new Set([
  'id',
  'name',
  'slug',
  'full_slug',
  'position',
  'created_at',
  'updated_at',
  'published_at',
  'first_published_at',
  'sort_by_date',
]);

type Compare = (a: StoryView, b: StoryView) => number;
type Key = string | number | null;

const collator = new Intl.Collator('en');

interface SortKey {
  read: (view: StoryView, position: number) => Key;
  direction: number;
  nullsFirst: boolean;
}

function rootValue(view: StoryView, field: string): unknown {
  return field === 'name' ? view.name : view.file[field as keyof typeof view.file];
}

function parseKey(key: string, field: FieldReader): SortKey {
  const [path = '', ...modifiers] = key.trim().split(':');
  const isContent = path.startsWith('content.');
  if (!isContent && !ROOT_FIELDS.has(path)) {
    throw new ContentError(400, `sort_by cannot sort by "${path}"`);
  }
  const known = new Set(['asc', 'desc', 'int', 'float', 'nulls_first', 'nulls_last']);
  const unknown = modifiers.find((modifier) => !known.has(modifier));
  if (unknown) {
    throw new ContentError(
      400,
      `sort_by modifier "${unknown}" is not asc, desc, int, float, nulls_first or nulls_last`,
    );
  }
  const numeric = modifiers.includes('int')
    ? (value: unknown) => Number.parseInt(String(value), 10)
    : modifiers.includes('float')
      ? (value: unknown) => Number.parseFloat(String(value))
      : undefined;
  const readContent = isContent ? field(path.slice('content.'.length)) : undefined;
  const read = (view: StoryView, position: number): Key => {
    const value = readContent ? readContent(position) : rootValue(view, path);
    if (value === undefined || value === null || value === '') return null;
    if (!numeric) return typeof value === 'number' ? value : String(value);
    const number = numeric(value);
    return Number.isNaN(number) ? null : number;
  };
  return {
    read,
    direction: modifiers.includes('desc') ? -1 : 1,
    nullsFirst: modifiers.includes('nulls_first'),
  };
}

function compareKeys(left: Key, right: Key, key: SortKey): number {
  if (left === null || right === null) {
    if (left === right) return 0;
    return (left === null) === key.nullsFirst ? -1 : 1;
  }
  if (typeof left === 'number' && typeof right === 'number') return (left - right) * key.direction;
  return collator.compare(String(left), String(right)) * key.direction;
}

/**
 * Sorts by `sort_by` (`prop:asc|desc[:int|:float][:nulls_first|:nulls_last]`, comma-chained),
 * reading each story's keys once rather than on every comparison.
 */
export function sortBy(
  views: StoryView[],
  positions: number[],
  sortByParam: string,
  field: FieldReader,
): StoryView[] {
  const keys = sortByParam
    .split(',')
    .filter((key) => key.trim() !== '')
    .map((key) => parseKey(key, field));
  const decorated = views.map((view, i) => {
    const position = positions[i] ?? 0;
    return { view, values: keys.map((key) => key.read(view, position)) };
  });
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const result = compareKeys(a.values[i] ?? null, b.values[i] ?? null, keys[i] as SortKey);
      if (result !== 0) return result;
    }
    return 0;
  });
  return decorated.map((entry) => entry.view);
}

/** Without `sort_by`: folder position, then full slug. */
export const defaultOrder: Compare = (a, b) =>
  a.file.position - b.file.position || a.file.full_slug.localeCompare(b.file.full_slug);
