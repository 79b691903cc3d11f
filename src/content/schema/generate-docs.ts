import type { DatasourceFile } from '../local/file-schema';
import type { ComponentsFile, FieldDef } from './component-schema';

/**
 * The reference part of docs/content-model.md, written from the content model and the datasources
 * so the document cannot drift from them (`npm run content:types` rewrites it; a test checks it).
 */

export const DOCS_FILE = 'docs/content-model.md';
export const BEGIN = '<!-- generated:reference (npm run content:types) -->';
export const END = '<!-- /generated:reference -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function kind(def: FieldDef): string {
  switch (def.type) {
    case 'option':
    case 'options': {
      const many = def.type === 'options' ? 'several of ' : 'one of ';
      if (def.source === 'internal') return `${many}datasource \`${def.datasource_slug}\``;
      if (def.source === 'internal_stories') {
        return `${def.type === 'options' ? 'stories' : 'story'}: ${(def.filter_content_type ?? []).map((c) => `\`${c}\``).join(', ')}`;
      }
      if (def.source === 'internal_languages') return `${many}the space's languages`;
      return many + (def.options ?? []).map((o) => `\`${o.value}\``).join(', ');
    }
    case 'bloks': {
      const allowed = def.component_whitelist ?? [];
      const count = [
        def.minimum !== undefined ? `min ${def.minimum}` : '',
        def.maximum !== undefined ? `max ${def.maximum}` : '',
      ].filter(Boolean);
      return `blocks: ${allowed.map((c) => `\`${c}\``).join(', ')}${count.length ? ` (${count.join(', ')})` : ''}`;
    }
    case 'number': {
      const range = [def.min_value, def.max_value].some((v) => v !== undefined)
        ? ` ${def.min_value ?? '…'}–${def.max_value ?? '…'}`
        : '';
      return `number${range}`;
    }
    case 'asset':
    case 'multiasset':
      return `${def.type} (${(def.filetypes ?? []).join(', ')})`;
    case 'text':
    case 'textarea':
      return [
        def.type,
        def.max_length ? `≤ ${def.max_length} chars` : '',
        def.regex ? `\`${def.regex}\`` : '',
      ]
        .filter(Boolean)
        .join(', ');
    case 'richtext':
      return def.component_whitelist
        ? `richtext, may embed ${def.component_whitelist.map((c) => `\`${c}\``).join(', ')}`
        : 'richtext';
    default:
      return def.type;
  }
}

function componentSection(model: ComponentsFile, roots: boolean): string {
  return model.components
    .filter((component) => component.is_root === roots)
    .map((component) => {
      const rows = Object.entries(component.schema).map(([name, def]) => {
        const flags = [def.required ? 'required' : '', def.translatable ? 'translatable' : '']
          .filter(Boolean)
          .join(', ');
        return `| \`${name}\` | ${cell(kind(def))} | ${flags} | ${cell(def.description ?? '')} |`;
      });
      return [
        `#### \`${component.name}\` (${component.display_name})`,
        '',
        component.description ? `${component.description}\n` : '',
        '| field | type | rules | notes |',
        '|---|---|---|---|',
        ...rows,
        '',
      ]
        .filter((line, i) => !(i === 2 && line === ''))
        .join('\n');
    })
    .join('\n');
}

function datasourceSection(datasources: DatasourceFile[]): string {
  return [...datasources]
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map((source) => {
      const langs = Object.keys(source.entries[0]?.dimension_values ?? {});
      const header = `| value | it | ${langs.join(' | ')} |`;
      const rows = source.entries.map(
        (entry) =>
          `| \`${entry.value}\` | ${cell(entry.name)} | ${langs.map((l) => cell(entry.dimension_values[l] ?? '')).join(' | ')} |`,
      );
      return [
        `#### \`${source.slug}\` (${source.name})`,
        '',
        header,
        `|---|---|${langs.map(() => '---|').join('')}`,
        ...rows,
        '',
      ].join('\n');
    })
    .join('\n');
}

export function referenceSection(model: ComponentsFile, datasources: DatasourceFile[]): string {
  return [
    BEGIN,
    '',
    '### Content types',
    '',
    componentSection(model, true),
    '### Blocks',
    '',
    componentSection(model, false),
    '### Datasources',
    '',
    datasourceSection(datasources),
    END,
  ].join('\n');
}

/** The document with its generated part replaced; the hand-written parts are kept as they are. */
export function withReference(document: string, reference: string): string {
  const start = document.indexOf(BEGIN);
  const end = document.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`${DOCS_FILE} lacks the ${BEGIN} markers`);
  return document.slice(0, start) + reference + document.slice(end + END.length);
}
