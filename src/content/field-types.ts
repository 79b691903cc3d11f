import type { MultiLink } from './href';
import type { Story } from './types';

/**
 * Values of Storyblok's field types, as the Content Delivery API answers them. The generated
 * component types (./generated/components.ts) are built from these.
 */

/** An `asset` field: an image or a file of the asset library. */
export interface Asset {
  id: number | null;
  filename: string;
  alt?: string | null;
  title?: string | null;
  focus?: string | null;
  name?: string;
  copyright?: string | null;
  fieldtype?: 'asset';
  is_external_url?: boolean;
}

/** A node of the `richtext` field's document (ProseMirror JSON). */
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
  content?: RichTextNode[];
}

export interface RichTextDoc extends RichTextNode {
  type: 'doc';
}

/** A `table` field. */
export interface TableValue {
  thead: Array<{ value: string }>;
  tbody: Array<{ body: Array<{ value: string }> }>;
}

/** An `internal_stories` option: a uuid, or the story itself once `resolve_relations` names the field. */
export type StoryRef<Content extends { component: string; _uid: string }> =
  string | Story<Content & { [field: string]: unknown }>;

export type { MultiLink };
