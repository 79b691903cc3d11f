import { describe, expect, it } from 'vitest';
import { isPageTitleBlock } from './page-title';

const block = (component: string, _uid: string) => ({ component, _uid });

describe('the block that carries the page title', () => {
  it('is the first block after the breadcrumbs on a page without a hero', () => {
    const page = {
      body: [
        block('breadcrumbs', 'b'),
        block('special-functions-listing', 'l'),
        block('button', 'x'),
      ],
    };
    expect(isPageTitleBlock(page, 'l')).toBe(true);
    expect(isPageTitleBlock(page, 'x')).toBe(false);
  });

  it('is never a listing on a page with a hero, or one after other content', () => {
    expect(
      isPageTitleBlock({ body: [block('hero', 'h'), block('download-listing', 'l')] }, 'l'),
    ).toBe(false);
    expect(
      isPageTitleBlock({ body: [block('rich-text', 'r'), block('download-listing', 'l')] }, 'l'),
    ).toBe(false);
  });

  it('copes with a missing or odd body', () => {
    expect(isPageTitleBlock(undefined, 'l')).toBe(false);
    expect(isPageTitleBlock({ body: 'x' }, 'l')).toBe(false);
    expect(isPageTitleBlock({ body: [null, 3, block('download-listing', 'l')] }, 'l')).toBe(true);
  });
});
