import { afterEach, describe, expect, it } from 'vitest';
import { forgetPreviewEdits, recordPreviewEdit, withPreviewEdit } from './preview-edits';
import type { Story } from './types';

const story = (name: string) =>
  ({
    id: 7,
    uuid: 'u-7',
    name,
    content: { component: 'page', _uid: 'p', title: name },
  }) as unknown as Story;

afterEach(() => forgetPreviewEdits(7));

describe('preview edits', () => {
  it("shows the editor's unsaved edit in its language only", () => {
    recordPreviewEdit(story('Edited'), 'en', 1000);
    expect(withPreviewEdit(story('Saved'), 'en', 2000).content.title).toBe('Edited');
    expect(withPreviewEdit(story('Saved'), 'de', 2000).content.title).toBe('Saved');
    expect(withPreviewEdit(story('Saved'), undefined, 2000).content.title).toBe('Saved');
  });

  it('forgets edits when told (a save) and after an hour', () => {
    recordPreviewEdit(story('Edited'), undefined, 0);
    forgetPreviewEdits(7);
    expect(withPreviewEdit(story('Saved'), undefined, 1).name).toBe('Saved');
    recordPreviewEdit(story('Edited'), undefined, 0);
    expect(withPreviewEdit(story('Saved'), undefined, 60 * 60 * 1000 + 1).name).toBe('Saved');
  });
});
