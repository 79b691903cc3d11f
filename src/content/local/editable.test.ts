import { describe, expect, it } from 'vitest';
import { markEditable } from './editable';

describe('markEditable', () => {
  it('marks every blok, nested ones too, and leaves the original untouched', () => {
    const content = {
      component: 'page',
      _uid: 'p1',
      body: [{ component: 'hero', _uid: 'h1', headline: 'Arc' }],
      seo: { title: 'not a blok' },
    };
    const marked = markEditable(content, 42);
    expect((marked as { _editable?: string })._editable).toBe(
      '<!--#storyblok#{"name":"page","space":"1","uid":"p1","id":"42"}-->',
    );
    expect((marked.body[0] as { _editable?: string })._editable).toContain('"uid":"h1"');
    expect(marked.seo).toEqual({ title: 'not a blok' });
    expect(content).not.toHaveProperty('_editable');
  });
});
