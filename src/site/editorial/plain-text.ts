import type { RichTextDoc, RichTextNode } from '@/content';

const BLOCK_NODES = new Set(['paragraph', 'heading', 'list_item', 'blockquote', 'code_block']);

/** The words of a rich-text document, one block per line: for structured data descriptions. */
export function richTextToPlain(doc: RichTextDoc | RichTextNode[] | null | undefined): string {
  const lines: string[] = [];
  let line = '';
  const walk = (nodes: RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'text') line += node.text ?? '';
      else if (node.type === 'hard_break') line += ' ';
      else {
        walk(node.content);
        if (BLOCK_NODES.has(node.type) && line.trim() !== '') {
          lines.push(line.trim());
          line = '';
        }
      }
    }
  };
  walk(Array.isArray(doc) ? doc : doc?.content);
  if (line.trim() !== '') lines.push(line.trim());
  return lines.join('\n');
}
