import type { BlokBase } from '../types';

/** A node of Storyblok's rich-text document (ProseMirror JSON). */
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
  content?: RichTextNode[];
}

export interface RichTextBlok extends BlokBase<'rich-text'> {
  text: RichTextNode;
  width?: 'small' | 'medium' | 'large' | 'content' | '';
}
