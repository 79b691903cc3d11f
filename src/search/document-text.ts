import type { FieldType } from '@/content/schema/component-schema';
import { COMPONENT_FIELDS } from '@/content/generated/components';

/**
 * The words a visitor reads in a story's content, for the search index: the text fields of each
 * block as the content model types them (text, textarea, markdown, rich text, tables, the alt
 * text of images, the labels of datasource options), never its settings (an option's value, a
 * number field, a link, a date) nor the names of rich-text nodes (`paragraph`, `bullet_list`).
 */

/** Text fields that hold no words of the page: addresses, ids, what search engines read. */
const NOT_WORDS = new Set([
  'email',
  'apply_email',
  'phone',
  'video_id',
  'form_url',
  'seo_title',
  'seo_description',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rich-text nodes that end a run of text: their words do not run into the next block's. */
const BLOCK_NODES = new Set(['paragraph', 'heading', 'list_item', 'blockquote', 'code_block']);

type Fields = Readonly<Record<string, FieldType>>;
const MODEL: Readonly<Record<string, Fields>> = COMPONENT_FIELDS;

export interface TextCollector {
  /** Datasource value -> its label in the page's language (`alluminio` -> `Aluminium`). */
  labels: ReadonlyMap<string, string>;
  out: string[];
}

function push(collector: TextCollector, value: unknown): void {
  if (typeof value !== 'string') return;
  const text = value.trim();
  if (text && !UUID.test(text)) collector.out.push(text);
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A rich-text document's words: its text nodes, one string per block, images' alt, its blocks. */
function collectRichText(collector: TextCollector, value: unknown): void {
  let line = '';
  const flush = () => {
    push(collector, line);
    line = '';
  };
  const walk = (node: unknown) => {
    const current = record(node);
    if (!current) return;
    const attrs = record(current.attrs);
    switch (current.type) {
      case 'text':
        if (typeof current.text === 'string') line += current.text;
        return;
      case 'hard_break':
        line += ' ';
        return;
      case 'image':
        flush();
        push(collector, attrs?.alt);
        return;
      case 'blok':
        flush();
        collectBlocks(collector, attrs?.body);
        return;
    }
    if (Array.isArray(current.content)) for (const child of current.content) walk(child);
    if (typeof current.type === 'string' && BLOCK_NODES.has(current.type)) flush();
  };
  walk(value);
  flush();
}

/** A `table` field's header and cells. */
function collectTable(collector: TextCollector, value: unknown): void {
  const table = record(value);
  const rows = [table?.thead, ...(Array.isArray(table?.tbody) ? table.tbody : [])];
  for (const row of rows) {
    const cells = Array.isArray(row) ? row : record(row)?.body;
    if (Array.isArray(cells)) for (const cell of cells) push(collector, record(cell)?.value);
  }
}

/** One field's words, by its type in the content model. */
export function collectField(collector: TextCollector, type: FieldType, value: unknown): void {
  switch (type) {
    case 'text':
    case 'textarea':
    case 'markdown':
      push(collector, value);
      return;
    case 'richtext':
      collectRichText(collector, value);
      return;
    case 'table':
      collectTable(collector, value);
      return;
    case 'bloks':
      collectBlocks(collector, value);
      return;
    case 'asset':
      push(collector, record(value)?.alt);
      return;
    case 'multiasset':
      if (Array.isArray(value)) for (const asset of value) push(collector, record(asset)?.alt);
      return;
    case 'option':
    case 'options':
      // a datasource's value reads as its label; the model's own choices are settings
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string') push(collector, collector.labels.get(item));
      }
      return;
    default:
      // numbers, booleans, dates, links: settings, not words
      return;
  }
}

/** A block's words, field by field; `skip`: fields the caller indexes apart. */
export function collectBlock(
  collector: TextCollector,
  block: Record<string, unknown>,
  skip: ReadonlySet<string> = new Set(),
): void {
  const fields = typeof block.component === 'string' ? MODEL[block.component] : undefined;
  if (!fields) return;
  for (const [name, type] of Object.entries(fields)) {
    if (skip.has(name) || NOT_WORDS.has(name)) continue;
    collectField(collector, type, block[name]);
  }
}

function collectBlocks(collector: TextCollector, value: unknown): void {
  if (!Array.isArray(value)) return;
  for (const item of value) {
    const block = record(item);
    if (block) collectBlock(collector, block);
  }
}
