import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/messages/en.json';
import { Page } from './page/page';
import { RenderBlocks } from './render-blocks';
import { findBlock, type BlockRegistry } from './registry';
import type { RenderContext } from './types';
import { languageAlternates } from '@/site/language-alternates';

function context(showMissingBlocks: boolean, draft = false): RenderContext {
  return {
    locale: 'en',
    alternates: languageAlternates(),
    links: new Map(),
    showMissingBlocks,
    draft,
  };
}

function render(blocks: unknown[], showMissingBlocks: boolean, draft = false): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Rome">
      <RenderBlocks blocks={blocks} context={context(showMissingBlocks, draft)} />
    </NextIntlClientProvider>,
  );
}

const hero = { component: 'hero', _uid: 'h1', headline: 'Stable arcs' };
const unknown = { component: 'carousel-3d', _uid: 'c1' };

afterEach(() => vi.restoreAllMocks());

describe('block registry', () => {
  it('renders a registered block through its component', () => {
    const html = render([hero], false);
    expect(html).toContain('<h1');
    expect(html).toContain('Stable arcs');
  });

  it('logs an unknown component by name and renders nothing for it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = render([unknown, hero], false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"carousel-3d"'));
    expect(html).not.toContain('carousel-3d');
    expect(html).toContain('Stable arcs');
  });

  it('shows a visible, translated placeholder when the fallback option is on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = render([unknown], true);
    expect(html).toContain('Block not available: carousel-3d');
    expect(error).toHaveBeenCalledOnce();
  });

  it('marks each block for the visual editor in a draft preview, and only there', () => {
    const mark = '<!--#storyblok#{"name":"hero","space":"7","uid":"h1","id":"42"}-->';
    const draft = render([{ ...hero, _editable: mark }], false, true);
    expect(draft).toContain('data-blok-uid="42-h1"');
    expect(draft).toContain('data-blok-c="{&quot;name&quot;:&quot;hero&quot;');
    expect(draft).toContain('Stable arcs');
    const published = render([{ ...hero, _editable: mark }], false, false);
    expect(published).not.toContain('data-blok');
  });

  it('does not mistake object prototype keys for blocks', () => {
    expect(findBlock('constructor')).toBeUndefined();
    expect(findBlock('toString')).toBeUndefined();
    expect(findBlock('hero')).toBeDefined();
  });

  it('fails the type check when an entry does not match the content model', () => {
    // @ts-expect-error a component gets the fields of its own schema entry, not another's
    const swapped: BlockRegistry = { hero: Page };
    // @ts-expect-error only components of content/schema/components.json can be registered
    const unknownName: BlockRegistry = { 'carousel-3d': Page };
    expect([swapped.hero, unknownName]).toHaveLength(2);
  });
});
