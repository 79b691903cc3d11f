import { isPageContentType } from '../page-types';
import type { StoreFiles } from '../local/load';
import type { ComponentDef, ComponentsFile, FieldDef } from './component-schema';
import { privateAssetProblems } from './private-file-rule';
import { selectionDataProblems } from './selection-data-rule';
import { checkScalar, isEmpty, type FieldContext } from './validate-field';

/** One problem of the content, with the story file, the field path and the language named. */
export interface ContentProblem {
  file: string;
  field: string;
  language?: string;
  message: string;
}

export function formatProblem(problem: ContentProblem): string {
  const language = problem.language ? ` [${problem.language}]` : '';
  return `${problem.file}: ${problem.field}${language}: ${problem.message}`;
}

const I18N = '__i18n__';
const SYSTEM_FIELDS = new Set(['component', '_uid', '_editable']);
/** The node types of Storyblok's rich text (ProseMirror JSON) that the content may hold. */
export const RICH_TEXT_NODES: ReadonlySet<string> = new Set([
  ...['doc', 'paragraph', 'heading', 'text', 'bullet_list', 'ordered_list', 'list_item'],
  ...['blockquote', 'horizontal_rule', 'hard_break', 'image', 'blok', 'code_block', 'emoji'],
]);

interface Walk {
  components: ReadonlyMap<string, ComponentDef>;
  context: FieldContext;
  file: string;
  report: (field: string, message: string, language?: string) => void;
}

function walkRichText(walk: Walk, def: FieldDef, node: unknown, at: string, language?: string) {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) {
    walk.report(at, 'must be a rich-text node object', language);
    return;
  }
  const record = node as Record<string, unknown>;
  if (typeof record.type !== 'string' || !RICH_TEXT_NODES.has(record.type)) {
    walk.report(at, `unknown rich-text node "${String(record.type)}"`, language);
    return;
  }
  const attrs = (record.attrs ?? {}) as Record<string, unknown>;
  if (record.type === 'blok') {
    walkBloks(walk, { ...def, type: 'bloks' }, attrs.body, `${at}.attrs.body`, language);
  }
  const marks = Array.isArray(record.marks) ? record.marks : [];
  marks.forEach((mark: { type?: string; attrs?: Record<string, unknown> }, i) => {
    const uuid = mark.attrs?.uuid;
    if (mark.type === 'link' && mark.attrs?.linktype === 'story' && typeof uuid === 'string') {
      if (!walk.context.storyTypes.has(uuid)) {
        walk.report(`${at}.marks[${i}]`, `link to story ${uuid}, which does not exist`, language);
      }
    }
  });
  if (Array.isArray(record.content)) {
    record.content.forEach((child, i) =>
      walkRichText(walk, def, child, `${at}.content[${i}]`, language),
    );
  }
}

function walkBloks(walk: Walk, def: FieldDef, value: unknown, at: string, language?: string) {
  if (!Array.isArray(value)) {
    walk.report(at, 'must be an array of blocks', language);
    return;
  }
  if (def.minimum !== undefined && value.length > 0 && value.length < def.minimum) {
    walk.report(at, `has ${value.length} blocks; at least ${def.minimum} are needed`, language);
  }
  if (def.maximum !== undefined && value.length > def.maximum) {
    walk.report(at, `has ${value.length} blocks; at most ${def.maximum} are allowed`, language);
  }
  value.forEach((item, i) => {
    const name = (item as { component?: unknown } | null)?.component;
    if (def.restrict_components && !def.component_whitelist?.includes(String(name))) {
      walk.report(`${at}[${i}]`, `block "${String(name)}" is not allowed here`, language);
      return;
    }
    walkBlok(walk, item, `${at}[${i}]`, false, language);
  });
}

function walkValue(walk: Walk, def: FieldDef, value: unknown, at: string, language?: string) {
  for (const problem of checkScalar(def, value, walk.context)) {
    walk.report(at + problem.at, problem.message, language);
  }
  if (def.type === 'bloks') walkBloks(walk, def, value, at, language);
  if (def.type === 'richtext') walkRichText(walk, def, value, at, language);
}

function walkBlok(walk: Walk, blok: unknown, at: string, root: boolean, language?: string) {
  if (blok === null || typeof blok !== 'object' || Array.isArray(blok)) {
    walk.report(at, 'must be a block object', language);
    return;
  }
  const record = blok as Record<string, unknown>;
  const name = String(record.component);
  const component = walk.components.get(name);
  if (!component) {
    walk.report(`${at}.component`, `unknown component "${name}"`, language);
    return;
  }
  if (root && !component.is_root) walk.report(`${at}.component`, `"${name}" is not a content type`);
  if (!root && !component.is_nestable) {
    walk.report(`${at}.component`, `"${name}" is a content type, not a nestable block`, language);
  }
  if (typeof record._uid !== 'string' || record._uid === '') {
    walk.report(`${at}._uid`, 'a block needs a _uid', language);
  }
  const here = (field: string) => `${at}.${field} (${name})`;
  for (const [key, value] of Object.entries(record)) {
    if (SYSTEM_FIELDS.has(key)) continue;
    const [field = key, lang] = key.split(I18N);
    const def = component.schema[field];
    if (!def) {
      walk.report(here(key), `unknown field of ${name}`, language);
      continue;
    }
    if (lang === undefined) {
      walkValue(walk, def, value, here(field), language);
      continue;
    }
    if (language !== undefined) {
      walk.report(here(key), `a value in ${language} has no translations of its own`, lang);
    } else if (!def.translatable) walk.report(here(key), 'the field is not translatable', lang);
    else if (!walk.context.languages.slice(1).includes(lang)) {
      walk.report(here(key), 'not a translation language of the space', lang);
    } else walkValue(walk, def, value, here(field), lang);
  }
  for (const [field, def] of Object.entries(component.schema)) {
    const value = record[field];
    if (def.required && isEmpty(value)) walk.report(here(field), 'is required', language);
    // Inside a translated value (`body__i18n__en`) everything is already in that language.
    if (!def.translatable || isEmpty(value) || language !== undefined) continue;
    for (const lang of walk.context.languages.slice(1)) {
      if (isEmpty(record[`${field}${I18N}${lang}`])) {
        walk.report(here(field), 'translation missing', lang);
      }
    }
  }
}

export interface ValidateOptions {
  assetExists?: (filename: string) => boolean;
}

/**
 * Every story of the store against the content model: unknown fields and components, wrong types,
 * relations and links to stories that do not exist, translations missing in any language,
 * private files anywhere but as the file of a document for partners, and products whose selection
 * fields disagree with their technical data.
 */
export function validateContent(
  files: StoreFiles,
  model: ComponentsFile,
  options: ValidateOptions = {},
): ContentProblem[] {
  const components = new Map(model.components.map((component) => [component.name, component]));
  const context: FieldContext = {
    storyTypes: new Map(files.stories.map(({ story }) => [story.uuid, story.content.component])),
    datasources: new Map(
      files.datasources.map((source) => [
        source.slug,
        new Set(source.entries.map((entry) => entry.value)),
      ]),
    ),
    languages: [files.space.default_language, ...files.space.language_codes],
    assetExists: options.assetExists,
  };
  const problems: ContentProblem[] = [];
  for (const { file, story } of files.stories) {
    const report = (field: string, message: string, language?: string) =>
      problems.push({ file, field, language, message });
    const walk: Walk = { components, context, file, report };
    walkBlok(walk, story.content, 'content', true);
    if (story.draft) walkBlok(walk, story.draft.content, 'draft.content', true);
    if (!isPageContentType(story.content.component)) continue;
    for (const lang of context.languages.slice(1)) {
      if (!story.translated_slugs.some((slug) => slug.lang === lang)) {
        report('translated_slugs', 'a page needs a translated slug in every language', lang);
      }
    }
  }
  problems.push(...privateAssetProblems(files), ...selectionDataProblems(files));
  return problems;
}
