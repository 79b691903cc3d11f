import * as prettier from 'prettier';
import type { ComponentDef, ComponentsFile, FieldDef } from './component-schema';

/**
 * The TypeScript types of every component, written from the content model, so the fields are
 * declared once (content/schema/components.json). `npm run content:types` writes the result to
 * src/content/generated/components.ts; a unit test fails when that file is stale.
 */

export const GENERATED_TYPES_FILE = 'src/content/generated/components.ts';

export function typeName(component: string): string {
  return `${component.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase())}Blok`;
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function union(types: string[]): string {
  return types.length === 0 ? 'never' : types.join(' | ');
}

function optionType(def: FieldDef): string {
  if (def.source === 'internal_stories') {
    const targets = (def.filter_content_type ?? []).map(typeName);
    return `StoryRef<${targets.length > 0 ? union(targets) : 'Blok'}>`;
  }
  if ((def.source ?? 'self') === 'self' && def.options) {
    return union([...def.options.map((option) => quote(option.value)), "''"]);
  }
  return 'string';
}

function fieldType(def: FieldDef): string {
  switch (def.type) {
    case 'text':
    case 'textarea':
    case 'markdown':
    case 'number':
    case 'datetime':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'option':
      return optionType(def);
    case 'options': {
      const item = optionType(def);
      return item.includes(' | ') ? `Array<${item}>` : `${item}[]`;
    }
    case 'asset':
      return 'Asset';
    case 'multiasset':
      return 'Asset[]';
    case 'multilink':
      return 'MultiLink';
    case 'richtext':
      return 'RichTextDoc';
    case 'table':
      return 'TableValue';
    case 'bloks': {
      const allowed = def.restrict_components ? (def.component_whitelist ?? []) : [];
      return allowed.length > 0 ? `Array<${union(allowed.map(typeName))}>` : 'Blok[]';
    }
  }
}

function comment(text: string | undefined, indent: string): string {
  return text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '';
}

function componentType(component: ComponentDef): string {
  const fields = Object.entries(component.schema)
    .sort(([, a], [, b]) => (a.pos ?? 0) - (b.pos ?? 0))
    .map(([name, def]) => {
      const optional = def.required ? '' : '?';
      return `${comment(def.description, '  ')}  ${name}${optional}: ${fieldType(def)};\n`;
    })
    .join('');
  return (
    `${comment(component.description ?? component.display_name, '')}` +
    `export type ${typeName(component.name)} = {\n` +
    `  component: ${quote(component.name)};\n  _uid: string;\n${fields}};\n`
  );
}

/** A component's fields by type, in the order of the model: `{ name: 'text', image: 'asset' }`. */
function fieldTypesEntry(component: ComponentDef): string {
  const fields = Object.entries(component.schema)
    .sort(([, a], [, b]) => (a.pos ?? 0) - (b.pos ?? 0))
    .map(([name, def]) => `${name}: ${quote(def.type)}`);
  return `  ${quote(component.name)}: { ${fields.join(', ')} },\n`;
}

export function componentTypesSource(model: ComponentsFile): string {
  const components = [...model.components].sort((a, b) => a.name.localeCompare(b.name));
  const roots = components.filter((component) => component.is_root);
  const map = components.map((c) => `  ${quote(c.name)}: ${typeName(c.name)};\n`).join('');
  const fieldTypesMap = components.map(fieldTypesEntry).join('');
  const body = components.map((component) => `${componentType(component)}\n`);
  const used = (name: string) => body.some((text) => new RegExp(`\\b${name}\\b`).test(text));
  const fieldTypes = ['Asset', 'MultiLink', 'RichTextDoc', 'StoryRef', 'TableValue'].filter(used);
  return [
    '// Generated from content/schema/components.json by `npm run content:types`. Do not edit.\n',
    `import type { ${fieldTypes.join(', ')} } from '../field-types';\n`,
    "import type { FieldType } from '../schema/component-schema';\n",
    used('Blok') ? "import type { Blok } from '../types';\n\n" : '\n',
    ...body,
    '/** Every component of the content model, by name. */\n',
    `export type ComponentMap = {\n${map}};\n\n`,
    'export type ComponentName = keyof ComponentMap;\n\n',
    '/** Components that are content types (the root of a story). */\n',
    `export type ContentTypeName = ${union(roots.map((c) => quote(c.name)))};\n\n`,
    "/**\n * Every component's fields by their type in the content model: for code that reads content\n",
    ' * without knowing its components (the search index takes the words of text fields only).\n */\n',
    `export const COMPONENT_FIELDS = {\n${fieldTypesMap}} as const satisfies Record<\n`,
    '  ComponentName,\n  Readonly<Record<string, FieldType>>\n>;\n',
  ].join('');
}

/** The generated file's text, formatted as the repository's Prettier settings want it. */
export async function formattedComponentTypes(model: ComponentsFile): Promise<string> {
  const options = await prettier.resolveConfig(GENERATED_TYPES_FILE);
  return prettier.format(componentTypesSource(model), {
    ...options,
    filepath: GENERATED_TYPES_FILE,
  });
}
