import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * The content model (`content/schema/components.json`) in Storyblok's component-schema format: the
 * single source of truth for validation and for the generated TypeScript types.
 */

export const fieldTypes = [
  'text',
  'textarea',
  'markdown',
  'richtext',
  'number',
  'boolean',
  'datetime',
  'option',
  'options',
  'asset',
  'multiasset',
  'multilink',
  'bloks',
  'table',
] as const;

export type FieldType = (typeof fieldTypes)[number];

const fieldSchema = z.looseObject({
  type: z.enum(fieldTypes),
  pos: z.number().int().optional(),
  translatable: z.boolean().optional(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  default_value: z.unknown().optional(),
  max_length: z.number().int().positive().optional(),
  regex: z.string().optional(),
  min_value: z.number().optional(),
  max_value: z.number().optional(),
  decimals: z.number().int().optional(),
  source: z.enum(['self', 'internal', 'internal_stories', 'internal_languages']).optional(),
  options: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  datasource_slug: z.string().optional(),
  filter_content_type: z.array(z.string()).optional(),
  use_uuid: z.boolean().optional(),
  restrict_components: z.boolean().optional(),
  component_whitelist: z.array(z.string()).optional(),
  minimum: z.number().int().optional(),
  maximum: z.number().int().optional(),
  filetypes: z.array(z.enum(['images', 'videos', 'audios', 'texts'])).optional(),
});

const componentSchema = z.looseObject({
  name: z.string().regex(/^[a-z][a-z0-9-]*$/, 'component names are kebab-case'),
  display_name: z.string().min(1),
  description: z.string().optional(),
  is_root: z.boolean(),
  is_nestable: z.boolean(),
  schema: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/), fieldSchema),
});

export const componentsFileSchema = z.object({ components: z.array(componentSchema) });

export type FieldDef = z.infer<typeof fieldSchema>;
export type ComponentDef = z.infer<typeof componentSchema>;
export type ComponentsFile = z.infer<typeof componentsFileSchema>;

export const COMPONENTS_FILE = path.join('schema', 'components.json');

/** Checks the schema itself: every whitelisted or filtered component exists, every name is unique. */
export function schemaProblems(file: ComponentsFile): string[] {
  const names = new Set<string>();
  const problems: string[] = [];
  for (const component of file.components) {
    if (names.has(component.name)) problems.push(`component ${component.name} is defined twice`);
    names.add(component.name);
  }
  for (const component of file.components) {
    for (const [field, def] of Object.entries(component.schema)) {
      for (const name of [...(def.component_whitelist ?? []), ...(def.filter_content_type ?? [])]) {
        if (!names.has(name))
          problems.push(`${component.name}.${field} names unknown component ${name}`);
      }
      if (def.source === 'internal' && !def.datasource_slug) {
        problems.push(`${component.name}.${field}: a datasource option needs datasource_slug`);
      }
    }
  }
  return problems;
}

export function parseComponents(text: string, origin: string): ComponentsFile {
  const result = componentsFileSchema.safeParse(JSON.parse(text));
  if (!result.success) {
    const reasons = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${origin}: ${reasons.join('; ')}`);
  }
  const problems = schemaProblems(result.data);
  if (problems.length > 0) throw new Error(`${origin}: ${problems.join('; ')}`);
  return result.data;
}

/** The content model of a store directory, or null when the store has none (e.g. test fixtures). */
export async function readComponents(root: string): Promise<ComponentsFile | null> {
  const file = path.join(root, COMPONENTS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return parseComponents(text, file);
}
