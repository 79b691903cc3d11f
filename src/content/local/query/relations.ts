import { ContentError } from '../../errors';

interface RelationField {
  component: string;
  field: string;
}

/** `resolve_relations=page.author,page.categories` as component/field pairs. */
export function parseRelations(value: string | undefined): RelationField[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [component, field, ...rest] = item.split('.');
      if (!component || !field || rest.length > 0) {
        throw new ContentError(400, `resolve_relations entries are component.field, not "${item}"`);
      }
      return { component, field };
    });
}

type Visit = (node: Record<string, unknown>) => void;

function walk(value: unknown, visit: Visit): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value !== null && typeof value === 'object') {
    visit(value as Record<string, unknown>);
    for (const field of Object.values(value)) walk(field, visit);
  }
}

const uuidsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((item) => typeof item === 'string')
      : [];

/** The uuids the relation fields of these contents point to, in order of appearance, once each. */
export function relationUuids(contents: unknown[], relations: RelationField[]): string[] {
  const found = new Set<string>();
  for (const content of contents) {
    walk(content, (node) => {
      for (const { component, field } of relations) {
        if (node.component === component) for (const uuid of uuidsIn(node[field])) found.add(uuid);
      }
    });
  }
  return [...found];
}

/** Replaces relation uuids with the resolved stories, as the official client does. */
export function inlineRelations(
  content: unknown,
  relations: RelationField[],
  stories: Map<string, unknown>,
): void {
  walk(content, (node) => {
    for (const { component, field } of relations) {
      if (node.component !== component) continue;
      const value = node[field];
      if (typeof value === 'string') node[field] = stories.get(value) ?? value;
      else if (Array.isArray(value))
        node[field] = value.map((item) =>
          typeof item === 'string' ? (stories.get(item) ?? item) : item,
        );
    }
  });
}

/** The uuids of the stories that multilink fields point to (`linktype: story`). */
export function storyLinkUuids(contents: unknown[]): string[] {
  const found = new Set<string>();
  for (const content of contents) {
    walk(content, (node) => {
      if (node.linktype === 'story' && typeof node.id === 'string' && node.id !== '')
        found.add(node.id);
    });
  }
  return [...found];
}

/** Gives each story multilink its resolved target as `story`, as the official client does. */
export function inlineStoryLinks(content: unknown, targets: Map<string, unknown>): void {
  walk(content, (node) => {
    if (node.linktype === 'story' && typeof node.id === 'string' && targets.has(node.id)) {
      node.story = targets.get(node.id);
    }
  });
}
