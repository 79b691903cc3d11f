import type { ReactNode } from 'react';
import type { MultiLink, RichTextNode } from '@/content';
import { ContentLink } from '@/site/content-link';
import type { RenderContext } from '../types';

function text(attrs: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = attrs?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function linkOf(attrs: Record<string, unknown> | undefined): MultiLink {
  const href = text(attrs, 'href');
  return {
    linktype: (text(attrs, 'linktype') as MultiLink['linktype']) ?? 'url',
    id: text(attrs, 'uuid'),
    url: href,
    cached_url: href,
    anchor: text(attrs, 'anchor'),
    target: text(attrs, 'target') === '_blank' ? '_blank' : undefined,
  };
}

function renderText(node: RichTextNode, key: number, context: RenderContext): ReactNode {
  let result: ReactNode = node.text ?? '';
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') result = <strong key={key}>{result}</strong>;
    else if (mark.type === 'italic') result = <em key={key}>{result}</em>;
    else if (mark.type === 'link') {
      result = (
        <ContentLink key={key} link={linkOf(mark.attrs)} context={context}>
          {result}
        </ContentLink>
      );
    }
  }
  return result;
}

const headingTags = { 1: 'h2', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

/** Renders the rich-text nodes this site uses; an unknown node renders its children only. */
export function renderRichText(
  nodes: RichTextNode[] | undefined,
  context: RenderContext,
): ReactNode[] {
  return (nodes ?? []).map((node, key) => {
    const children = renderRichText(node.content, context);
    switch (node.type) {
      case 'text':
        return renderText(node, key, context);
      case 'paragraph':
        return <p key={key}>{children}</p>;
      case 'heading': {
        const level = Number(node.attrs?.level ?? 2) as keyof typeof headingTags;
        const Tag = headingTags[level] ?? 'h2';
        return <Tag key={key}>{children}</Tag>;
      }
      case 'bullet_list':
        return <ul key={key}>{children}</ul>;
      case 'ordered_list':
        return <ol key={key}>{children}</ol>;
      case 'list_item':
        return <li key={key}>{children}</li>;
      case 'hard_break':
        return <br key={key} />;
      default:
        return children;
    }
  });
}
