import path from 'node:path';
import { ContentError } from '../errors';
import type {
  ContentSource,
  DatasourceParams,
  DatasourceResponse,
  LinksParams,
  LinksResponse,
  StoriesParams,
  StoriesResponse,
  StoryParams,
  StoryResponse,
} from '../source';
import type { Link, Story } from '../types';
import type { StoryFile } from './file-schema';
import { loadStoreFiles } from './load';
import { localizeStory } from './localize';
import { paginate } from './paging';
import { buildIndex, normalisePath, pathKey, type StoreIndex } from './store-index';

/** Parameters the embedded store answers today; anything else is refused rather than ignored. */
const SUPPORTED_STORIES_PARAMS = new Set([
  'version',
  'language',
  'excluding_fields',
  'starts_with',
  'by_uuids',
  'content_type',
  'is_startpage',
  'with_tag',
  'per_page',
  'page',
]);

function refuseUnsupported(params: object, supported: Set<string>): void {
  const unsupported = Object.keys(params).filter(
    (key) => !supported.has(key) && (params as Record<string, unknown>)[key] !== undefined,
  );
  if (unsupported.length > 0) {
    throw new ContentError(400, `The embedded store does not answer: ${unsupported.join(', ')}`);
  }
}

/** The default adapter: the Storyblok-format JSON files under `content/`, indexed in memory once. */
export class LocalContentSource implements ContentSource {
  private readonly cv = Math.floor(Date.now() / 1000);

  private constructor(private readonly index: StoreIndex) {}

  static async open(root: string): Promise<LocalContentSource> {
    return new LocalContentSource(buildIndex(await loadStoreFiles(path.resolve(root))));
  }

  /** Splits a leading language code (`en/products`) off a path, as the API does. */
  private splitLanguage(value: string, language: string | undefined) {
    const [first, ...rest] = normalisePath(value).split('/');
    if (first && this.index.languages.includes(first)) {
      return { language: first, path: rest.join('/') || 'home' };
    }
    return { language: this.languageOf(language), path: normalisePath(value) };
  }

  private languageOf(language: string | undefined): string | undefined {
    if (
      language === undefined ||
      language === 'default' ||
      language === this.index.defaultLanguage
    ) {
      return undefined;
    }
    if (!this.index.languages.includes(language)) {
      throw new ContentError(400, `Unknown language "${language}"`);
    }
    return language;
  }

  private present(stored: StoryFile, language: string | undefined, excluding?: string): Story {
    const story = localizeStory(stored, language);
    for (const field of excluding?.split(',') ?? []) delete story.content[field.trim()];
    return story;
  }

  async getStory(idOrSlug: string, params: StoryParams = {}): Promise<StoryResponse> {
    let stored: StoryFile | undefined;
    let language = this.languageOf(params.language);
    if (params.find_by === 'uuid') {
      stored = this.index.byUuid.get(idOrSlug);
    } else if (/^\d+$/.test(idOrSlug)) {
      stored = this.index.byId.get(Number(idOrSlug));
    } else {
      const split = this.splitLanguage(idOrSlug, params.language);
      language = split.language;
      stored =
        (language ? this.index.byPath.get(pathKey(language, split.path)) : undefined) ??
        this.index.byPath.get(pathKey(undefined, split.path));
    }
    if (!stored) throw new ContentError(404, `Story not found: ${idOrSlug}`);
    return {
      story: this.present(stored, language, params.excluding_fields),
      cv: this.cv,
      rels: [],
      links: [],
    };
  }

  async getStories(params: StoriesParams = {}): Promise<StoriesResponse> {
    refuseUnsupported(params, SUPPORTED_STORIES_PARAMS);
    const language = this.languageOf(params.language);
    const prefix = params.starts_with === undefined ? undefined : normalisePath(params.starts_with);
    const uuids = params.by_uuids?.split(',').map((uuid) => uuid.trim());
    const tags = params.with_tag?.split(',').map((tag) => tag.trim());
    const matching = this.index.stories.filter(
      (story) =>
        (prefix === undefined || normalisePath(story.full_slug).startsWith(prefix)) &&
        (uuids === undefined || uuids.includes(story.uuid)) &&
        (params.content_type === undefined || story.content.component === params.content_type) &&
        (params.is_startpage === undefined || story.is_startpage === params.is_startpage) &&
        (tags === undefined || story.tag_list.some((tag) => tags.includes(tag))),
    );
    const page = paginate(matching, params, 25, 100);
    return {
      stories: page.items.map((story) => this.present(story, language, params.excluding_fields)),
      cv: this.cv,
      rels: [],
      links: [],
      total: page.total,
      perPage: page.perPage,
    };
  }

  async getLinks(params: LinksParams = {}): Promise<LinksResponse> {
    const prefix = params.starts_with === undefined ? undefined : normalisePath(params.starts_with);
    const matching = this.index.stories.filter(
      (story) => prefix === undefined || normalisePath(story.full_slug).startsWith(prefix),
    );
    const page = paginate(matching, params, 25, 1000);
    const links: Record<string, Link> = {};
    for (const story of page.items) links[story.uuid] = toLink(story);
    return { links, total: page.total, perPage: page.perPage };
  }

  async getDatasourceEntries(params: DatasourceParams): Promise<DatasourceResponse> {
    const source = this.index.datasources.get(params.datasource);
    if (!source) throw new ContentError(404, `Datasource not found: ${params.datasource}`);
    const dimension = params.dimension;
    const page = paginate(source.entries, params, 25, 1000);
    return {
      datasource_entries: page.items.map((entry) => ({
        id: entry.id,
        name: entry.name,
        value: entry.value,
        dimension_value: dimension ? (entry.dimension_values[dimension] ?? null) : null,
      })),
      total: page.total,
      perPage: page.perPage,
    };
  }
}

function toLink(story: StoryFile): Link {
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.full_slug,
    path: null,
    real_path: `/${story.full_slug}`,
    parent_id: story.parent_id,
    name: story.name,
    is_folder: false,
    published: story.published_at !== null,
    is_startpage: story.is_startpage,
    position: story.position,
    alternates: story.translated_slugs.map((slug) => ({
      lang: slug.lang,
      path: slug.path,
      name: slug.name,
      published: slug.published,
      translated_slug: normalisePath(slug.path).split('/').at(-1) ?? '',
    })),
  };
}
