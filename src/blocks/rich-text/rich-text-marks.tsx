import { Fragment, type ReactNode } from 'react';
import type { MultiLink, RichTextNode } from '@/content';
import { ContentLink } from '@/site/content-link';
import type { RenderContext } from '../types';
import { attr } from './rich-text-attr';

/**
 * Text nodes of a rich-text document with their marks (bold, italic, code, anchors, links...).
 * Links go through the one link resolver (ContentLink); marks that carry editor colours the design
 * does not use leave the text plain.
 */

interface MarkState {
  context: RenderContext;
  /** Read out after a link that opens a new tab. */
  newTabLabel?: string;
}

const linkClass =
  'font-semibold text-ink underline decoration-accent decoration-2 underline-offset-4 transition-colors hover:decoration-current';

/** A link mark as the multilink the resolver reads (`href` holds the path or address). */
function linkOf(attrs: Record<string, unknown> | undefined): MultiLink {
  const href = attr(attrs, 'href');
  const kind = attr(attrs, 'linktype');
  const linktype = kind === 'story' || kind === 'email' || kind === 'asset' ? kind : 'url';
  if (linktype === 'email') {
    return { linktype, email: href?.replace(/^mailto:/i, ''), url: href };
  }
  return {
    linktype,
    id: attr(attrs, 'uuid'),
    url: href,
    cached_url: href,
    anchor: attr(attrs, 'anchor'),
    target: attr(attrs, 'target') === '_blank' ? '_blank' : undefined,
  };
}

type Mark = NonNullable<RichTextNode['marks']>[number];

function applyMark(mark: Mark, children: ReactNode, state: MarkState): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong className="font-bold text-ink">{children}</strong>;
    case 'italic':
      return <em>{children}</em>;
    case 'underline':
      return <u className="underline-offset-4">{children}</u>;
    case 'strike':
      return <s>{children}</s>;
    case 'code':
      return (
        <code className="rounded-sm bg-steel-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink">
          {children}
        </code>
      );
    case 'superscript':
      return <sup>{children}</sup>;
    case 'subscript':
      return <sub>{children}</sub>;
    case 'anchor': {
      const id = attr(mark.attrs, 'id');
      return id ? (
        <span id={id} className="scroll-mt-24">
          {children}
        </span>
      ) : (
        children
      );
    }
    case 'link': {
      const link = linkOf(mark.attrs);
      return (
        <ContentLink link={link} context={state.context} className={linkClass}>
          {children}
          {link.target === '_blank' && state.newTabLabel ? (
            <span className="sr-only"> {state.newTabLabel}</span>
          ) : null}
        </ContentLink>
      );
    }
    default:
      return children; // textStyle, highlight, styled and anything unknown: plain text
  }
}

export function renderText(node: RichTextNode, key: number, state: MarkState): ReactNode {
  const marks = [...(node.marks ?? [])];
  // The link wraps the other marks, so one underline spans bold and italic parts alike.
  marks.sort((a, b) => Number(a.type === 'link') - Number(b.type === 'link'));
  let result: ReactNode = node.text ?? '';
  for (const mark of marks) result = applyMark(mark, result, state);
  return <Fragment key={key}>{result}</Fragment>;
}
