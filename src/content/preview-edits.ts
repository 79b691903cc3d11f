import type { Story } from './types';

/**
 * Unsaved edits the visual editor sent for live preview (its `input` events), by story and
 * language. Read only for draft renders, so nothing here reaches a published page. Kept on
 * `globalThis`: the route that receives edits and the pages that show them are separate bundles.
 */
const EDITS = Symbol.for('fortarc.preview-edits');
const slot = globalThis as { [EDITS]?: Map<string, { story: Story; at: number }> };

/** An edit older than this is dropped: the editor saves long before, and a save reloads. */
const LIFETIME_MS = 60 * 60 * 1000;
/** A bound on memory, whatever the number of editors and stories. */
const MAX_EDITS = 200;

const keyOf = (id: number, language: string | undefined) => `${id}|${language ?? ''}`;

function edits(): Map<string, { story: Story; at: number }> {
  return (slot[EDITS] ??= new Map());
}

export function recordPreviewEdit(story: Story, language: string | undefined, now = Date.now()) {
  const all = edits();
  const key = keyOf(story.id, language);
  all.delete(key);
  all.set(key, { story, at: now });
  for (const oldest of all.keys()) {
    if (all.size <= MAX_EDITS) break;
    all.delete(oldest);
  }
}

export function forgetPreviewEdits(id: number) {
  for (const key of edits().keys()) if (key.startsWith(`${id}|`)) edits().delete(key);
}

/** `story` with the editor's unsaved name and content, when there are any. */
export function withPreviewEdit(story: Story, language: string | undefined, now = Date.now()) {
  const key = keyOf(story.id, language);
  const edit = edits().get(key);
  if (!edit) return story;
  if (now - edit.at > LIFETIME_MS) {
    edits().delete(key);
    return story;
  }
  return { ...story, name: edit.story.name, content: edit.story.content };
}
