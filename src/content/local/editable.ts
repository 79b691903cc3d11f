import type { Blok } from '../types';

/** The embedded store's space, as `cdn/spaces/me` names it. */
export const LOCAL_SPACE_ID = 1;

function isBlok(value: unknown): value is Blok {
  if (typeof value !== 'object' || value === null) return false;
  const { component, _uid } = value as Partial<Blok>;
  return typeof component === 'string' && typeof _uid === 'string';
}

/**
 * The `_editable` mark Storyblok's draft answers carry on every blok: an HTML comment around
 * `{name, space, uid, id}`, which the editor's helper turns into `data-blok-c`/`data-blok-uid`.
 */
export function editableMark(blok: Blok, storyId: number, spaceId = LOCAL_SPACE_ID): string {
  const options = {
    name: blok.component,
    space: String(spaceId),
    uid: blok._uid,
    id: String(storyId),
  };
  return `<!--#storyblok#${JSON.stringify(options)}-->`;
}

/** A copy of `value` with every blok in it marked as belonging to story `storyId`. */
export function markEditable<T>(value: T, storyId: number): T {
  if (Array.isArray(value)) return value.map((item) => markEditable(item, storyId)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = markEditable(field, storyId);
  if (isBlok(value)) copy._editable = editableMark(value, storyId);
  return copy as T;
}
