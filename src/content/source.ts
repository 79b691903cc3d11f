import type { DatasourceEntry, Link, Story } from './types';

/**
 * What a content adapter must answer: Storyblok's Content Delivery API v2, one method per endpoint.
 * Parameter names are the API's own, so the Storyblok adapter passes them through unchanged.
 */

export type Version = 'published' | 'draft';

export interface CommonParams {
  version?: Version;
  /** A language code; the default language when absent. */
  language?: string;
  resolve_relations?: string;
  resolve_links?: 'story' | 'url' | 'link';
  excluding_fields?: string;
}

export type StoryParams = CommonParams & {
  /** `uuid` to look the story up by UUID instead of full slug or id. */
  find_by?: 'uuid';
};

/** `filter_query[field][operator]=value`, kept as the nested object the official client serialises. */
export type FilterQuery = Record<string, Record<string, string> | FilterQuery[]>;

export type StoriesParams = CommonParams & {
  starts_with?: string;
  by_slugs?: string;
  excluding_slugs?: string;
  by_uuids?: string;
  by_uuids_ordered?: string;
  with_tag?: string;
  is_startpage?: boolean;
  content_type?: string;
  level?: number;
  search_term?: string;
  sort_by?: string;
  per_page?: number;
  page?: number;
  filter_query?: FilterQuery;
};

export interface LinksParams {
  version?: Version;
  starts_with?: string;
  per_page?: number;
  page?: number;
}

export interface DatasourceParams {
  datasource: string;
  /** The language dimension, e.g. `en`. */
  dimension?: string;
  per_page?: number;
  page?: number;
}

/** What `resolve_links` adds: whole stories, `url` summaries or link entries. */
export type ResolvedLink = Story | LinkSummary | Link;

/** `resolve_links=url`: the minimal description of a linked story. */
export interface LinkSummary {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  url: string;
}

export interface StoryResponse {
  story: Story;
  cv: number;
  rels: Story[];
  links: ResolvedLink[];
  /** Relations past the resolve limit, when the API sends uuids instead of stories. */
  rel_uuids?: string[];
  link_uuids?: string[];
}

export interface StoriesResponse {
  stories: Story[];
  cv: number;
  rels: Story[];
  links: ResolvedLink[];
  rel_uuids?: string[];
  link_uuids?: string[];
  /** From the `total` and `per-page` response headers. */
  total: number;
  perPage: number;
}

export interface LinksResponse {
  links: Record<string, Link>;
  total: number;
  perPage: number;
}

export interface DatasourceResponse {
  datasource_entries: DatasourceEntry[];
  total: number;
  perPage: number;
}

export interface SignedUrlParams {
  /** An asset token of the space (Storyblok: Settings > Asset tokens). */
  token: string;
  /** The asset's URL as a story's asset field holds it. */
  filename: string;
}

/** A private asset as `cdn/assets/me` describes it; `signed_url` opens it for a short while. */
export interface SignedAsset {
  filename: string;
  signed_url: string;
  content_type: string;
  /** In bytes. */
  content_length: number;
  is_private: boolean;
  alt?: string | null;
  title?: string | null;
  copyright?: string | null;
  focus?: string | null;
  asset_folder_id?: number | null;
  created_at?: string;
  updated_at?: string;
  expire_at?: string | null;
}

export interface SignedUrlResponse {
  asset: SignedAsset;
}

export interface ContentSource {
  /** `cdn/stories/{full_slug | id | uuid}`; a language prefix (`en/products`) selects a translation. */
  getStory(idOrSlug: string, params?: StoryParams): Promise<StoryResponse>;
  /** `cdn/stories` */
  getStories(params?: StoriesParams): Promise<StoriesResponse>;
  /** `cdn/links` */
  getLinks(params?: LinksParams): Promise<LinksResponse>;
  /** `cdn/datasource_entries` */
  getDatasourceEntries(params: DatasourceParams): Promise<DatasourceResponse>;
  /**
   * `cdn/assets/me` ("Get Signed URL"): a private asset and a short-lived URL that opens it; a
   * token the space does not know is a 401, an asset it does not have a 404.
   */
  getSignedUrl(params: SignedUrlParams): Promise<SignedUrlResponse>;
}
