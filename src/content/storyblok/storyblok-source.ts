import StoryblokClient, { type ISbStoryParams } from 'storyblok-js-client';
import type {
  ContentSource,
  DatasourceParams,
  DatasourceResponse,
  LinksParams,
  LinksResponse,
  ResolvedLink,
  SignedUrlParams,
  SignedUrlResponse,
  StoriesParams,
  StoriesResponse,
  StoryParams,
  StoryResponse,
} from '../source';
import type { DatasourceEntry, Link, Story } from '../types';
import { clientConfig, type StoryblokSourceOptions } from './client-config';
import { isOutageStatus, markContentUnavailable } from '../../../server/outage-protocol';
import { toContentError } from './content-error';

interface References {
  rels?: Story[];
  links?: ResolvedLink[];
  rel_uuids?: string[];
  link_uuids?: string[];
}

/**
 * A deep copy without the `_stopResolving` marks the client leaves on the relations and links it
 * inlines. A copy, too, because the client's memory cache hands the same objects to every caller.
 */
function clean(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, field) => (key === '_stopResolving' ? undefined : field)),
  );
}

/** rels and links as the client leaves them: complete once it has fetched `rel_uuids`. */
function references(data: References) {
  const { rels = [], links = [], rel_uuids, link_uuids } = data;
  return { rels, links, ...(rel_uuids && { rel_uuids }), ...(link_uuids && { link_uuids }) };
}

/**
 * Storyblok's Content Delivery API through the official client, which does the paging, rate
 * limiting, 429 retries, relation and link resolution and the published-content cache.
 * Parameters pass through unchanged; the client mutates what it is given, so it gets copies.
 */
export class StoryblokContentSource implements ContentSource {
  private readonly client: StoryblokClient;
  /** Asks for signed URLs, which expire: through a client that keeps no answer. */
  private assetClient?: StoryblokClient;

  constructor(private readonly options: StoryblokSourceOptions) {
    this.client = new StoryblokClient(clientConfig(options));
  }

  /**
   * Drops the client's cache, which is shared by every client in the process, and its content
   * version, so the next answer is the published content of now (storyblok-js-client#823).
   */
  async flushCache(): Promise<void> {
    this.client.clearCacheVersion();
    await this.client.flushCache();
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const failure = toContentError(error);
      if (isOutageStatus(failure.status)) markContentUnavailable();
      throw failure;
    }
  }

  async getStory(idOrSlug: string, params: StoryParams = {}): Promise<StoryResponse> {
    const query: ISbStoryParams & { excluding_fields?: string } = { ...params };
    const result = await this.call(() => this.client.getStory(idOrSlug, query));
    // the client types every answer as any; this is the documented single-story envelope
    const data = clean(result.data) as References & { story: Story; cv: number };
    return { story: data.story, cv: data.cv, ...references(data) };
  }

  async getStories(params: StoriesParams = {}): Promise<StoriesResponse> {
    const result = await this.call(() => this.client.getStories({ ...params }));
    const data = clean(result.data) as References & { stories: Story[]; cv: number };
    return {
      stories: data.stories,
      cv: data.cv,
      ...references(data),
      total: result.total,
      perPage: result.perPage,
    };
  }

  async getLinks(params: LinksParams = {}): Promise<LinksResponse> {
    const result = await this.call(() => this.client.get('cdn/links', { ...params }));
    const links = clean(result.data.links ?? {}) as Record<string, Link>;
    return { links, total: result.total, perPage: result.perPage };
  }

  async getDatasourceEntries(params: DatasourceParams): Promise<DatasourceResponse> {
    const result = await this.call(() => this.client.get('cdn/datasource_entries', { ...params }));
    const entries = clean(result.data.datasource_entries) as DatasourceEntry[];
    return { datasource_entries: entries, total: result.total, perPage: result.perPage };
  }

  async getSignedUrl(params: SignedUrlParams): Promise<SignedUrlResponse> {
    this.assetClient ??= new StoryblokClient(clientConfig({ ...this.options, uncached: true }));
    const client = this.assetClient;
    const result = await this.call(() => client.get('cdn/assets/me', { ...params }));
    return clean(result.data) as SignedUrlResponse;
  }
}
