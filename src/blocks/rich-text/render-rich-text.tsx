import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import type { Blok, RichTextDoc, RichTextNode } from '@/content';
import { RenderBlock } from '../render-blocks';
import type { RenderContext } from '../types';
import { attr } from './rich-text-attr';
import { RichTextImage } from './rich-text-image';
import { renderText } from './rich-text-marks';
import { shortId } from '@/site/ui/short-id';

/**
 * Storyblok's rich-text document (ProseMirror JSON) as server-rendered HTML. Every node and mark
 * of the schema has a rendering; an unknown node renders its children, an unknown mark (and
 * `textStyle`, `highlight`, `styled`, which carry editor colours the design does not use) leaves
 * its text plain. Links go through the one link resolver (ContentLink); embedded `blok` nodes
 * through the block registry. Headings of level 1 render as h2: the page's h1 is the hero's or
 * the template's.
 *
 * Styles sit on the elements rather than on a `.prose-site` wrapper, so an embedded button keeps
 * its own look (a descendant `a` rule would underline it).
 */

/** Blocks an editor may embed in rich text (content/schema/components.json, `richtext` fields). */
const EMBEDDABLE = new Set(['button', 'video', 'accordion', 'hotspot-image']);

/** Default `sizes` of rich-text images: the widest text column. */
export const RICH_TEXT_IMAGE_SIZES = '(min-width: 1280px) 1216px, 100vw';

export interface RichTextOptions {
  /** `sizes` of images inside the text, for the column it is shown in. */
  imageSizes?: string;
  /** Read out after a link that opens a new tab, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
}

interface RenderState {
  context: RenderContext;
  imageSizes: string;
  newTabLabel?: string;
}

const headingTags = { 1: 'h2', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;
const headingClasses = {
  h2: 'mt-6 text-2xl leading-tight font-bold tracking-tight text-balance text-ink hyphens-auto sm:text-3xl',
  h3: 'mt-4 text-xl leading-snug font-bold text-ink hyphens-auto sm:text-2xl',
  h4: 'mt-3 text-lg leading-snug font-bold text-ink hyphens-auto',
  h5: 'mt-2 text-base font-bold text-ink uppercase tracking-wide',
  h6: 'mt-2 text-sm font-bold text-steel-700 uppercase tracking-wider',
} as const;
const alignments: Record<string, string> = {
  left: 'text-left',
  center: 'text-center',
  right: 'text-right',
  justify: 'text-justify',
};

function alignmentOf(node: RichTextNode): string | undefined {
  const align = attr(node.attrs, 'textAlign');
  return align ? alignments[align] : undefined;
}

function renderBloks(node: RichTextNode, key: number, state: RenderState): ReactNode {
  const body = node.attrs?.body;
  if (!Array.isArray(body)) return null;
  const bloks = body.filter(
    (item): item is Blok =>
      typeof item === 'object' && item !== null && typeof (item as Blok).component === 'string',
  );
  return (
    <div key={key} className="my-4 flex flex-col gap-4" data-rich-text-blok="">
      {bloks.map((blok, index) => {
        if (!EMBEDDABLE.has(blok.component)) {
          console.error(
            `Rich text cannot embed "${blok.component}" (block ${blok._uid}); allowed: ${[...EMBEDDABLE].join(', ')}`,
          );
          return null;
        }
        return (
          <RenderBlock
            key={blok._uid ? shortId(blok._uid) : index}
            blok={blok}
            context={state.context}
          />
        );
      })}
    </div>
  );
}

function renderNode(node: RichTextNode, key: number, state: RenderState): ReactNode {
  const children = () => renderNodes(node.content, state);
  switch (node.type) {
    case 'text':
      return renderText(node, key, state);
    case 'doc':
      return <Fragment key={key}>{children()}</Fragment>;
    case 'paragraph':
      return (
        <p key={key} className={alignmentOf(node)}>
          {children()}
        </p>
      );
    case 'heading': {
      const level = Number(node.attrs?.level) as keyof typeof headingTags;
      const Tag = headingTags[level] ?? 'h2';
      return (
        <Tag key={key} className={[headingClasses[Tag], alignmentOf(node)].join(' ')}>
          {children()}
        </Tag>
      );
    }
    case 'bullet_list':
      return (
        <ul key={key} className="flex list-disc flex-col gap-2 pl-6 marker:text-accent-strong">
          {children()}
        </ul>
      );
    case 'ordered_list': {
      const start = Number(node.attrs?.order);
      return (
        <ol
          key={key}
          start={Number.isInteger(start) && start !== 1 ? start : undefined}
          className="flex list-decimal flex-col gap-2 pl-6 marker:font-semibold marker:text-steel-600"
        >
          {children()}
        </ol>
      );
    }
    case 'list_item':
      return (
        <li key={key} className="pl-1 [&>ol]:mt-2 [&>ul]:mt-2">
          {children()}
        </li>
      );
    case 'blockquote':
      return (
        <blockquote
          key={key}
          className="my-2 flex flex-col gap-3 border-l-4 border-accent py-1 pl-5 text-xl leading-snug font-medium text-ink italic"
        >
          {children()}
        </blockquote>
      );
    case 'horizontal_rule':
      return <hr key={key} className="my-4 border-t border-steel-200" />;
    case 'hard_break':
      return <br key={key} />;
    case 'code_block': {
      const language = attr(node.attrs, 'class')?.replace(/^language-/, '');
      return (
        <pre
          key={key}
          className="overflow-x-auto rounded-sm bg-ink p-5 font-mono text-sm leading-relaxed text-steel-100"
          data-language={language}
        >
          <code>{children()}</code>
        </pre>
      );
    }
    case 'image':
      return <RichTextImage key={key} attrs={node.attrs} sizes={state.imageSizes} />;
    case 'emoji': {
      const emoji = attr(node.attrs, 'emoji');
      const name = attr(node.attrs, 'name');
      if (!emoji) return name ? <span key={key}>:{name}:</span> : null;
      return (
        <span key={key} role="img" aria-label={name?.replace(/_/g, ' ')}>
          {emoji}
        </span>
      );
    }
    case 'blok':
      return renderBloks(node, key, state);
    case 'table':
      return (
        <div key={key} className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-base">
            <tbody>{children()}</tbody>
          </table>
        </div>
      );
    case 'tableRow':
      return (
        <tr key={key} className="border-b border-steel-200">
          {children()}
        </tr>
      );
    case 'tableHeader':
      return (
        <th key={key} scope="col" className="px-3 py-2 align-top font-bold text-ink [&>p]:m-0">
          {children()}
        </th>
      );
    case 'tableCell':
      return (
        <td key={key} className="px-3 py-2 align-top [&>p]:m-0">
          {children()}
        </td>
      );
    default:
      return <Fragment key={key}>{children()}</Fragment>;
  }
}

function renderNodes(nodes: RichTextNode[] | undefined, state: RenderState): ReactNode[] {
  if (!Array.isArray(nodes)) return [];
  return nodes
    .filter((node): node is RichTextNode => typeof node?.type === 'string')
    .map((node, key) => renderNode(node, key, state));
}

/** The rendered nodes of a document's content, for a caller that supplies its own wrapper. */
export function renderRichText(
  nodes: RichTextNode[] | undefined,
  context: RenderContext,
  options: RichTextOptions = {},
): ReactNode[] {
  return renderNodes(nodes, {
    context,
    imageSizes: options.imageSizes ?? RICH_TEXT_IMAGE_SIZES,
    newTabLabel: options.newTabLabel,
  });
}

/** Whether a rich-text value has anything to show. */
export function hasRichText(doc: RichTextDoc | RichTextNode[] | null | undefined): boolean {
  const nodes = Array.isArray(doc) ? doc : doc?.content;
  return Array.isArray(nodes) && nodes.some((node) => node.type !== 'paragraph' || !!node.content);
}

const tones = {
  light: 'text-steel-800',
  // Element colours are for light backgrounds; on ink every text colour turns light.
  dark: 'text-steel-100 [&_:is(a,strong,h2,h3,h4,h5,h6,blockquote)]:text-white [&_code]:bg-white/10 [&_code]:text-white',
} as const;

/**
 * A rich-text field (a document or its list of nodes) in the site's text style. `tone` is the
 * background it sits on; `className` adds to the wrapper (a width, a margin).
 */
export function RenderRichText({
  doc,
  context,
  className = '',
  imageSizes,
  tone = 'light',
}: {
  doc: RichTextDoc | RichTextNode[] | null | undefined;
  context: RenderContext;
  className?: string;
  imageSizes?: string;
  tone?: keyof typeof tones;
}) {
  const t = useTranslations('RichText');
  const nodes = Array.isArray(doc) ? doc : doc?.content;
  if (!hasRichText(nodes)) return null;
  return (
    <div
      className={`flex min-w-0 flex-col gap-4 text-lg leading-relaxed break-words hyphens-auto ${tones[tone]} ${className}`}
    >
      {renderRichText(nodes, context, { imageSizes, newTabLabel: t('newTab') })}
    </div>
  );
}
