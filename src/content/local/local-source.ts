import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ContentError } from '../errors';
import type {
  CommonParams,
  ContentSource,
  DatasourceParams,
  DatasourceResponse,
  LinksParams,
  LinksResponse,
  SignedUrlParams,
  SignedUrlResponse,
  StoriesParams,
  StoriesResponse,
  StoryParams,
  StoryResponse,
} from '../source';
import type { Link, PrivateFile, Story } from '../types';
import type { StoryFile } from './file-schema';
import { ContentStoreError, loadStoreFiles } from './load';
import { storeProblems } from '../schema/check-store';
import { formatProblem } from '../schema/validate-content';
import { localizeStory } from './localize';
import { paginate } from './paging';
import { findPrivateAsset, openPrivateFile } from './private-assets';
import { queryStories } from './query/stories-query';
import { viewOf, type StoryView, type Version } from './query/story-view';
import { markEditable } from './editable';
import { resolveReferences } from './resolve';
import { buildIndex, normalisePath, pathKey, type StoreIndex } from './store-index';
import { toLink } from './to-link';

const COMMON = ['version', 'language', 'excluding_fields', 'resolve_relations', 'resolve_links'];
const STORY_PARAMS = new Set([...COMMON, 'find_by']);
const STORIES_PARAMS = new Set([
  ...COMMON,
  ...['starts_with', 'by_slugs', 'excluding_slugs', 'by_uuids', 'by_uuids_ordered', 'with_tag'],
  ...['is_startpage', 'content_type', 'level', 'search_term', 'sort_by', 'per_page', 'page'],
  'filter_query',
]);

/** A parameter the store does not know is refused with the API's 400, never silently ignored. */
function refuseUnknown(params: object, known: Set<string>): void {
  const unknown = Object.entries(params)
    .filter(([key, value]) => value !== undefined && !known.has(key))
    .map(([key]) => key);
  if (unknown.length > 0) throw new ContentError(400, `Unknown parameter: ${unknown.join(', ')}`);
}

function versionOf(params: { version?: string }): Version {
  const version = params.version ?? 'published';
  if (version !== 'published' && version !== 'draft') {
    throw new ContentError(400, 'version must be published or draft');
  }
  return version;
}

export interface LocalSourceOptions {
  /**
   * Answer as Storyblok's HTTP API does (relations and links past 50 as uuids, nothing inlined),
   * for the Storyblok-compatible server; by default it answers as the official client returns.
   */
  api?: boolean;
}

/** The default adapter: the Storyblok-format JSON files under `content/`, indexed in memory once. */
export class LocalContentSource implements ContentSource {
  readonly cv = Math.floor(Date.now() / 1000);

  private constructor(
    private readonly root: string,
    private readonly index: StoreIndex,
    private readonly options: LocalSourceOptions,
  ) {}

  static async open(root: string, options: LocalSourceOptions = {}): Promise<LocalContentSource> {
    const dir = path.resolve(root);
    const files = await loadStoreFiles(dir);
    const problems = await storeProblems(dir, files);
    if (problems && problems.length > 0) {
      const shown = problems.slice(0, 20).map(formatProblem);
      const more =
        problems.length > shown.length ? `\n… and ${problems.length - shown.length} more` : '';
      throw new ContentStoreError(
        `${problems.length} content problem(s) against ${dir}/schema:\n${shown.join('\n')}${more}`,
      );
    }
    return new LocalContentSource(dir, buildIndex(files), options);
  }

  /** The space's languages besides the default, as `cdn/spaces/me` names them. */
  get languageCodes(): string[] {
    return [...this.index.languages];
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

  /** A story path may start with a language code (`en/products`), as the API allows. */
  private findByPath(value: string, requested: string | undefined) {
    const [first, ...rest] = normalisePath(value).split('/');
    const prefixed = first !== undefined && this.index.languages.includes(first);
    const language = prefixed ? first : this.languageOf(requested);
    const slugPath = prefixed ? rest.join('/') || 'home' : normalisePath(value);
    const file =
      (language ? this.index.byPath.get(pathKey(language, slugPath)) : undefined) ??
      this.index.byPath.get(pathKey(undefined, slugPath));
    return { file, language };
  }

  private present(
    views: StoryView[],
    params: CommonParams,
    language: string | undefined,
    version: Version,
  ) {
    const excluded = params.excluding_fields?.split(',').map((field) => field.trim()) ?? [];
    const stories: Story[] = views.map((view) => {
      const story = localizeStory(view, language);
      for (const field of excluded) delete story.content[field];
      // As Storyblok does: draft answers say which story and blok each part of the page is.
      return version === 'draft'
        ? { ...story, content: markEditable(story.content, story.id) }
        : story;
    });
    const references = resolveReferences(stories, params, {
      byUuid: this.index.byUuid,
      language,
      version,
      api: this.options.api === true,
    });
    return { stories, references };
  }

  async getStory(idOrSlug: string, params: StoryParams = {}): Promise<StoryResponse> {
    refuseUnknown(params, STORY_PARAMS);
    const version = versionOf(params);
    let file: StoryFile | undefined;
    let language = this.languageOf(params.language);
    if (params.find_by === 'uuid') file = this.index.byUuid.get(idOrSlug);
    else if (/^\d+$/.test(idOrSlug)) file = this.index.byId.get(Number(idOrSlug));
    else ({ file, language } = this.findByPath(idOrSlug, params.language));
    const view = file && viewOf(file, version);
    if (!view) throw new ContentError(404, `Story not found: ${idOrSlug}`);
    const { stories, references } = this.present([view], params, language, version);
    return { story: stories[0] as Story, cv: this.cv, ...references };
  }

  async getStories(params: StoriesParams = {}): Promise<StoriesResponse> {
    refuseUnknown(params, STORIES_PARAMS);
    const version = versionOf(params);
    const language = this.languageOf(params.language);
    const page = queryStories(this.index.stories, this.index.languages, params, version);
    const { stories, references } = this.present(page.items, params, language, version);
    return { stories, cv: this.cv, ...references, total: page.total, perPage: page.perPage };
  }

  async getLinks(params: LinksParams = {}): Promise<LinksResponse> {
    refuseUnknown(params, new Set(['version', 'starts_with', 'per_page', 'page']));
    const version = versionOf(params);
    const prefix = params.starts_with?.replace(/^\/+/, '');
    const matching = this.index.stories.filter(
      (story) =>
        viewOf(story, version) !== undefined &&
        (prefix === undefined || story.full_slug.startsWith(prefix)),
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

  /**
   * A private asset of the store (`/private-assets/<file>`, kept in `<store>/private-assets/`).
   * The store has no asset tokens and signs nothing: `signed_url` is the file's own `file:` URL,
   * which the content server (the only caller over HTTP) checks the token for and replaces with a
   * signed URL of its own. A name that is not one plain file of that folder is a 404, as is a file
   * that does not exist.
   */
  async getSignedUrl(params: SignedUrlParams): Promise<SignedUrlResponse> {
    refuseUnknown(params, new Set(['token', 'filename']));
    if (typeof params.filename !== 'string' || params.filename === '') {
      throw new ContentError(400, 'filename is required: the URL of the asset');
    }
    const found = await findPrivateAsset(this.root, params.filename);
    if (!found) throw new ContentError(404, `Private asset not found: ${params.filename}`);
    const modified = found.modified.toISOString();
    return {
      asset: {
        filename: params.filename,
        signed_url: pathToFileURL(found.path).href,
        content_type: found.contentType,
        content_length: found.size,
        is_private: true,
        created_at: modified,
        updated_at: modified,
        expire_at: null,
      },
    };
  }

  /** The private asset's bytes, straight from the store; undefined when it has no such file. */
  openPrivateAsset(filename: string): Promise<PrivateFile | undefined> {
    return openPrivateFile(this.root, filename);
  }
}
