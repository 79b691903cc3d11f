import type { Blok, Story } from '@/content';

export interface EditableAttributes {
  'data-blok-c': string;
  'data-blok-uid': string;
}

interface EditableOptions {
  name: string;
  space: string;
  uid: string;
  id: string;
}

function parseMark(mark: unknown): EditableOptions | undefined {
  if (typeof mark !== 'string') return undefined;
  try {
    const options: unknown = JSON.parse(mark.replace(/^<!--#storyblok#/, '').replace(/-->$/, ''));
    if (typeof options !== 'object' || options === null) return undefined;
    const { name, space, uid, id } = options as Record<string, unknown>;
    if ([name, uid, id].some((field) => typeof field !== 'string' || field === ''))
      return undefined;
    return { name, space: typeof space === 'string' ? space : '', uid, id } as EditableOptions;
  } catch {
    return undefined;
  }
}

/**
 * What `storyblokEditable` of `@storyblok/react` gives a blok: the attributes the visual editor's
 * bridge looks for, so a click selects the blok. Read from the `_editable` mark draft answers
 * carry; a blok without one belongs to the page's story. Undefined when there is nothing to mark.
 */
export function editableAttributes(blok: Blok, story?: Story): EditableAttributes | undefined {
  const options =
    parseMark(blok._editable) ??
    (story ? { name: blok.component, space: '', uid: blok._uid, id: String(story.id) } : undefined);
  if (!options) return undefined;
  return {
    'data-blok-c': JSON.stringify(options),
    'data-blok-uid': `${options.id}-${options.uid}`,
  };
}
