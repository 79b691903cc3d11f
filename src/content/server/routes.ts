import { ContentError } from '../errors';
import type {
  ContentSource,
  DatasourceParams,
  LinksParams,
  StoriesParams,
  StoryParams,
} from '../source';
import { parseQuery, type QueryParams } from './parse-query';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface SpaceInfo {
  name: string;
  languageCodes: string[];
}

/** `total` and `per-page`, the headers the official client pages with (lowercase, as text). */
function pageHeaders(total: number, perPage: number): Record<string, string> {
  return { total: String(total), 'per-page': String(perPage) };
}

const ok = (body: unknown, headers?: Record<string, string>): Reply => ({
  status: 200,
  body,
  headers,
});

/* The casts below are safe: parseQuery typed every known parameter, and the source refuses any
   name it does not know with a 400. */

async function stories(source: ContentSource, params: QueryParams): Promise<Reply> {
  const { total, perPage, ...envelope } = await source.getStories(params as StoriesParams);
  return ok(envelope, pageHeaders(total, perPage));
}

async function story(source: ContentSource, slug: string, params: QueryParams): Promise<Reply> {
  return ok(await source.getStory(slug, params as StoryParams));
}

async function links(source: ContentSource, params: QueryParams): Promise<Reply> {
  const { total, perPage, links } = await source.getLinks(params as LinksParams);
  return ok({ links }, pageHeaders(total, perPage));
}

async function datasourceEntries(source: ContentSource, params: QueryParams): Promise<Reply> {
  const rest = { ...params };
  // the official client adds `version` to every CDN request; entries have no versions
  delete rest.version;
  if (typeof rest.datasource !== 'string' || rest.datasource === '') {
    throw new ContentError(400, 'datasource is required, e.g. datasource=colors');
  }
  const answer = await source.getDatasourceEntries(rest as unknown as DatasourceParams);
  const { total, perPage, datasource_entries } = answer;
  return ok({ datasource_entries }, pageHeaders(total, perPage));
}

async function spaceMe(source: ContentSource, space: SpaceInfo): Promise<Reply> {
  const { cv } = await source.getStories({ per_page: 1 });
  const { name, languageCodes } = space;
  return ok({ space: { id: 1, name, domain: '', version: cv, language_codes: languageCodes } });
}

function decodePath(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ContentError(400, `The story path "${value}" is not valid URL encoding`);
  }
}

/** Answers one GET of the Content Delivery API v2 from `source`; throws ContentError on a 4xx. */
export async function route(
  source: ContentSource,
  space: SpaceInfo,
  pathname: string,
  search: string,
): Promise<Reply> {
  const path = pathname.replace(/\/+$/, '');
  const params = () => parseQuery(search);
  if (path === '/v2/cdn/stories') return stories(source, params());
  if (pathname.startsWith('/v2/cdn/stories/')) {
    return story(source, decodePath(pathname.slice('/v2/cdn/stories/'.length)), params());
  }
  if (path === '/v2/cdn/links') return links(source, params());
  if (path === '/v2/cdn/datasource_entries') return datasourceEntries(source, params());
  if (path === '/v2/cdn/spaces/me') return spaceMe(source, space);
  throw new ContentError(404, `No such endpoint: ${pathname}`);
}
