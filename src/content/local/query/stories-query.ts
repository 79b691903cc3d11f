import { ContentError } from '../../errors';
import type { StoriesParams } from '../../source';
import type { StoryFile } from '../file-schema';
import { paginate, type Page } from '../paging';
import { normalisePath } from '../store-index';
import { pathReader } from './field-path';
import { compileFilterQuery, type FieldReader } from './filter-query';
import { searchRank, searchTest } from './search';
import { defaultOrder, sortBy } from './sort-by';
import { viewOf, type StoryView, type Version } from './story-view';

type Test = (view: StoryView, position: number) => boolean;

const columns = new WeakMap<readonly StoryView[], Map<string, unknown[]>>();

/**
 * A content field of every story in one array, built the first time a query filters on it: a
 * scan over one array is several times faster than reading the field from thousands of objects.
 */
function columnReader(views: readonly StoryView[]): FieldReader {
  let byPath = columns.get(views);
  if (!byPath) {
    byPath = new Map();
    columns.set(views, byPath);
  }
  const cache = byPath;
  return (path) => {
    let column = cache.get(path);
    if (!column) {
      const read = pathReader(path);
      column = views.map((view) => read(view.content));
      cache.set(path, column);
    }
    const values = column;
    return (position) => values[position];
  };
}

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A full slug pattern of `by_slugs`/`excluding_slugs`, where `*` matches anything. */
function slugPattern(pattern: string): RegExp {
  const escaped = normalisePath(pattern)
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** Folder depth: `home` and `prodotti/` (a start page inside its folder) differ; siblings match. */
function levelOf(file: StoryFile): number {
  return file.full_slug.split('/').length;
}

function slugTests(params: StoriesParams, languages: string[]): Test[] {
  const tests: Test[] = [];
  if (params.starts_with !== undefined) {
    const [first, ...rest] = params.starts_with.replace(/^\/+/, '').split('/');
    const language = first && languages.includes(first) ? first : undefined;
    const prefix = language ? rest.join('/') : params.starts_with.replace(/^\/+/, '');
    tests.push(({ file }) => {
      const translated = language && file.translated_slugs.find((slug) => slug.lang === language);
      const path = translated
        ? translated.path + (file.full_slug.endsWith('/') ? '/' : '')
        : file.full_slug;
      return path.startsWith(prefix);
    });
  }
  if (params.by_slugs !== undefined) {
    const patterns = listOf(params.by_slugs).map(slugPattern);
    tests.push(({ file }) =>
      patterns.some((pattern) => pattern.test(normalisePath(file.full_slug))),
    );
  }
  if (params.excluding_slugs !== undefined) {
    const patterns = listOf(params.excluding_slugs).map(slugPattern);
    tests.push(
      ({ file }) => !patterns.some((pattern) => pattern.test(normalisePath(file.full_slug))),
    );
  }
  return tests;
}

function fieldTests(params: StoriesParams, views: readonly StoryView[]): Test[] {
  const tests: Test[] = [];
  const uuidList = params.by_uuids_ordered ?? params.by_uuids;
  if (uuidList !== undefined) {
    const uuids = new Set(listOf(uuidList));
    tests.push(({ file }) => uuids.has(file.uuid));
  }
  if (params.with_tag !== undefined) {
    const tags = listOf(params.with_tag);
    tests.push(({ file }) => file.tag_list.some((tag) => tags.includes(tag)));
  }
  if (params.is_startpage !== undefined) {
    const wanted = params.is_startpage;
    tests.push(({ file }) => file.is_startpage === wanted);
  }
  if (params.content_type !== undefined) {
    const type = params.content_type;
    tests.push(({ content }) => content.component === type);
  }
  if (params.level !== undefined) {
    const level = params.level;
    tests.push(({ file }) => levelOf(file) === level);
  }
  if (params.filter_query !== undefined) {
    const test = compileFilterQuery(params.filter_query, columnReader(views));
    tests.push((_view, position) => test(position));
  }
  if (params.search_term !== undefined && params.search_term !== '') {
    tests.push(searchTest(views, params.search_term));
  }
  return tests;
}

function ordered(
  views: StoryView[],
  positions: number[],
  params: StoriesParams,
  field: FieldReader,
): StoryView[] {
  if (params.by_uuids_ordered !== undefined) {
    const order = new Map(listOf(params.by_uuids_ordered).map((uuid, index) => [uuid, index]));
    return views.sort((a, b) => (order.get(a.file.uuid) ?? 0) - (order.get(b.file.uuid) ?? 0));
  }
  if (params.sort_by) return sortBy(views, positions, params.sort_by, field);
  const term = params.search_term;
  if (term)
    return views.sort((a, b) => searchRank(a, term) - searchRank(b, term) || defaultOrder(a, b));
  return views.sort(defaultOrder);
}

const viewLists = new WeakMap<readonly StoryFile[], Record<Version, readonly StoryView[]>>();

/** The stories each version shows, worked out once per store. */
function viewsOf(stories: readonly StoryFile[], version: Version): readonly StoryView[] {
  let lists = viewLists.get(stories);
  if (!lists) {
    const of = (wanted: Version) =>
      stories.map((file) => viewOf(file, wanted)).filter((view): view is StoryView => !!view);
    lists = { published: of('published'), draft: of('draft') };
    viewLists.set(stories, lists);
  }
  return lists[version];
}

/** `cdn/stories` over the in-memory stories: filter, order and page, without touching a file. */
export function queryStories(
  stories: readonly StoryFile[],
  languages: string[],
  params: StoriesParams,
  version: Version,
): Page<StoryView> {
  if (params.level !== undefined && (!Number.isInteger(params.level) || params.level < 1)) {
    throw new ContentError(400, 'level must be a whole number from 1');
  }
  const views = viewsOf(stories, version);
  const tests = [...slugTests(params, languages), ...fieldTests(params, views)];
  const matching: StoryView[] = [];
  const positions: number[] = [];
  outer: for (let position = 0; position < views.length; position++) {
    const view = views[position] as StoryView;
    for (const test of tests) if (!test(view, position)) continue outer;
    matching.push(view);
    positions.push(position);
  }
  return paginate(ordered(matching, positions, params, columnReader(views)), params, 25, 100);
}
