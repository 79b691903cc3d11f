import { describe, expect, it } from 'vitest';
import type { Story } from '@/content';
import { editableAttributes } from './editable-attributes';

const blok = { component: 'hero', _uid: 'abc-1' };

describe('editableAttributes', () => {
  it('turns the draft mark into the attributes the bridge reads, as storyblokEditable does', () => {
    const mark =
      '<!--#storyblok#{"name": "hero", "space": "48408", "uid": "abc-1", "id": "123"}-->';
    expect(editableAttributes({ ...blok, _editable: mark })).toEqual({
      'data-blok-c': '{"name":"hero","space":"48408","uid":"abc-1","id":"123"}',
      'data-blok-uid': '123-abc-1',
    });
  });

  it("falls back to the page's story for a blok without a mark", () => {
    const story = { id: 9 } as Story;
    expect(editableAttributes(blok, story)?.['data-blok-uid']).toBe('9-abc-1');
  });

  it('gives nothing for a broken mark without a story, rather than throwing', () => {
    expect(editableAttributes({ ...blok, _editable: '<!--#storyblok#{broken-->' })).toBeUndefined();
    expect(
      editableAttributes({ ...blok, _editable: '<!--#storyblok#{"name":"x"}-->' }),
    ).toBeUndefined();
    expect(editableAttributes(blok)).toBeUndefined();
  });
});
