/**
 * Domain types of the content gateway, shaped after Storyblok's Content Delivery API v2
 * (see ../shared/reference/storyblok.md). Pages and blocks only ever see these.
 */

/** A block ("blok"): a component name, a stable id and its fields. */
export interface Blok {
  component: string;
  _uid: string;
  [field: string]: unknown;
}

export interface TranslatedSlug {
  lang: string;
  /** The full path of the story in that language, without the language prefix. */
  path: string;
  name: string | null;
  published: boolean;
}

export interface Story<Content extends Blok = Blok> {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  /** Localized when a language was requested: `en/products/pioneer-403`. */
  full_slug: string;
  /** The full slug in the default language. */
  default_full_slug: string;
  /** `default` or the language code requested. */
  lang: string;
  translated_slugs: TranslatedSlug[];
  content: Content;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  updated_at: string;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number | null;
  group_id: string;
  alternates: [];
  meta_data: null;
  release_id: null;
  path: null;
}

export interface LinkAlternate {
  lang: string;
  path: string;
  name: string | null;
  published: boolean;
  translated_slug: string;
}

/** An entry of `cdn/links`. `slug` is the full slug in the default language. */
export interface Link {
  id: number;
  uuid: string;
  slug: string;
  path: string | null;
  real_path: string;
  parent_id: number | null;
  name: string;
  is_folder: boolean;
  published: boolean;
  is_startpage: boolean;
  position: number;
  alternates: LinkAlternate[];
}

export interface DatasourceEntry {
  id: number;
  name: string;
  value: string;
  /** The value in the requested dimension (language), or null when none was requested. */
  dimension_value: string | null;
}

/** A private file opened for one download: its bytes as they are read, and what to answer with. */
export interface PrivateFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** In bytes, when known. */
  size?: number;
  /** The file's name, e.g. for `Content-Disposition`. */
  name: string;
}
