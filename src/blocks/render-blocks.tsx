import type { Blok } from '@/content';
import { editableAttributes } from './editable-attributes';
import { MissingBlock } from './missing-block';
import { findBlock } from './registry';
import type { RenderContext } from './types';
import { shortId } from '@/site/ui/short-id';

function isBlok(value: unknown): value is Blok {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blok).component === 'string' &&
    typeof (value as Blok)._uid === 'string'
  );
}

/**
 * Renders one block through the registry. An unknown component is logged and renders nothing, or a
 * visible placeholder when the fallback option is on (spec section 8). In a draft preview each
 * block sits in a box that carries the editor's attributes: a plain block box, which the page's
 * stacks and grids lay out as they did the block, and which the bridge can outline.
 */
export function RenderBlock({ blok, context }: { blok: Blok; context: RenderContext }) {
  const Component = findBlock(blok.component);
  if (!Component) {
    console.error(
      `Unknown content component "${blok.component}" (block ${blok._uid}): register it in src/blocks/registry.ts`,
    );
    return context.showMissingBlocks ? <MissingBlock name={blok.component} /> : null;
  }
  // The registry holds module-level components; a lookup creates none during render.
  // eslint-disable-next-line react-hooks/static-components
  const rendered = <Component blok={blok} context={context} />;
  const editable = context.draft ? editableAttributes(blok, context.story) : undefined;
  return editable ? <div {...editable}>{rendered}</div> : rendered;
}

export function RenderBlocks({ blocks, context }: { blocks: unknown; context: RenderContext }) {
  if (!Array.isArray(blocks)) return null;
  return blocks
    .filter(isBlok)
    .map((blok) => <RenderBlock key={shortId(blok._uid)} blok={blok} context={context} />);
}
