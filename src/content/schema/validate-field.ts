import type { FieldDef } from './component-schema';

/** What field checks need to know about the rest of the store. */
export interface FieldContext {
  /** Content type of every story by uuid. */
  storyTypes: ReadonlyMap<string, string>;
  /** Values of every datasource by slug. */
  datasources: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every language of the space, the default first. */
  languages: readonly string[];
  /** Whether a local asset path exists; absent: assets are not checked. */
  assetExists?: (filename: string) => boolean;
}

/** A problem with one value; `at` extends the field path (`[2].link`). */
export interface ValueProblem {
  at: string;
  message: string;
}

const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const FILE_TYPES: Record<string, RegExp> = {
  images: /\.(jpe?g|png|gif|webp|avif|svg)$/i,
  videos: /\.(mp4|webm|mov)$/i,
  audios: /\.(mp3|ogg|wav)$/i,
  texts: /\.(pdf|txt|csv|docx?|xlsx?|zip)$/i,
};

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('filename' in record) return isEmpty(record.filename);
    if ('linktype' in record)
      return isEmpty(record.id) && isEmpty(record.url) && isEmpty(record.email);
    if (record.type === 'doc') return isEmpty(record.content);
  }
  return false;
}

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;

function checkOption(def: FieldDef, value: unknown, context: FieldContext): string | undefined {
  if (typeof value !== 'string') return `must be a string, got ${describe(value)}`;
  if (value === '') return undefined;
  switch (def.source ?? 'self') {
    case 'self':
      return def.options?.some((option) => option.value === value)
        ? undefined
        : `"${value}" is not one of ${(def.options ?? []).map((option) => option.value).join(', ')}`;
    case 'internal': {
      const values = context.datasources.get(def.datasource_slug ?? '');
      if (!values) return `datasource "${def.datasource_slug}" does not exist`;
      return values.has(value)
        ? undefined
        : `"${value}" is not a value of datasource ${def.datasource_slug}`;
    }
    case 'internal_languages':
      return context.languages.includes(value)
        ? undefined
        : `"${value}" is not a language of the space`;
    case 'internal_stories': {
      const type = context.storyTypes.get(value);
      if (type === undefined) return `relation to story ${value}, which does not exist`;
      const allowed = def.filter_content_type ?? [];
      return allowed.length === 0 || allowed.includes(type)
        ? undefined
        : `relation to story ${value} of type ${type}; expected ${allowed.join(' or ')}`;
    }
  }
}

function checkAsset(def: FieldDef, value: unknown, context: FieldContext): ValueProblem[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [{ at: '', message: `must be an asset object, got ${describe(value)}` }];
  }
  const asset = value as Record<string, unknown>;
  if (typeof asset.filename !== 'string') return [{ at: '.filename', message: 'must be a string' }];
  if (asset.filename === '') return [];
  const problems: ValueProblem[] = [];
  const types = def.filetypes ?? [];
  if (types.length > 0 && !types.some((type) => FILE_TYPES[type]?.test(asset.filename as string))) {
    problems.push({
      at: '.filename',
      message: `"${asset.filename}" is not of type ${types.join('/')}`,
    });
  }
  if (types.includes('images') && (typeof asset.alt !== 'string' || asset.alt.trim() === '')) {
    problems.push({ at: '.alt', message: 'an image needs alt text' });
  }
  if (
    context.assetExists &&
    asset.filename.startsWith('/') &&
    !context.assetExists(asset.filename)
  ) {
    problems.push({
      at: '.filename',
      message: asset.filename.startsWith('/private-assets/')
        ? `file ${asset.filename} does not exist in the store's private-assets/ folder`
        : `file ${asset.filename} does not exist under public/`,
    });
  }
  return problems;
}

function checkLink(value: unknown, context: FieldContext): ValueProblem[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [{ at: '', message: `must be a link object, got ${describe(value)}` }];
  }
  const link = value as Record<string, unknown>;
  const linktype = link.linktype ?? 'story';
  if (!['story', 'url', 'email', 'asset'].includes(String(linktype))) {
    return [{ at: '.linktype', message: `unknown link type "${String(linktype)}"` }];
  }
  if (linktype === 'story' && typeof link.id === 'string' && link.id !== '') {
    if (!context.storyTypes.has(link.id)) {
      return [{ at: '.id', message: `link to story ${link.id}, which does not exist` }];
    }
  }
  if (linktype === 'url' && typeof link.url === 'string' && link.url !== '') {
    if (!/^(https?:\/\/|\/|#|tel:|mailto:)/.test(link.url)) {
      return [{ at: '.url', message: `"${link.url}" is not a web address or a site path` }];
    }
  }
  return [];
}

/** Checks a value's shape against its field definition; nested blocks are the caller's. */
export function checkScalar(def: FieldDef, value: unknown, context: FieldContext): ValueProblem[] {
  const one = (message: string | undefined): ValueProblem[] =>
    message === undefined ? [] : [{ at: '', message }];
  switch (def.type) {
    case 'text':
    case 'textarea':
    case 'markdown': {
      if (typeof value !== 'string') return one(`must be a string, got ${describe(value)}`);
      if (def.max_length !== undefined && value.length > def.max_length) {
        return one(`is ${value.length} characters long; the limit is ${def.max_length}`);
      }
      if (def.regex && value !== '' && !new RegExp(def.regex).test(value)) {
        return one(`"${value}" does not match ${def.regex}`);
      }
      return [];
    }
    case 'number': {
      if (typeof value !== 'string')
        return one(`must be a number as a string, got ${describe(value)}`);
      if (value === '') return [];
      if (!NUMBER.test(value)) return one(`"${value}" is not a number`);
      const number = Number(value);
      if (def.min_value !== undefined && number < def.min_value) {
        return one(`${value} is below the minimum ${def.min_value}`);
      }
      if (def.max_value !== undefined && number > def.max_value) {
        return one(`${value} is above the maximum ${def.max_value}`);
      }
      return [];
    }
    case 'boolean':
      return one(
        typeof value === 'boolean' ? undefined : `must be true or false, got ${describe(value)}`,
      );
    case 'datetime':
      if (typeof value !== 'string') return one(`must be a string, got ${describe(value)}`);
      return one(
        value === '' || DATETIME.test(value) ? undefined : `"${value}" is not YYYY-MM-DD HH:mm`,
      );
    case 'option':
      return one(checkOption(def, value, context));
    case 'options':
      if (!Array.isArray(value)) return one(`must be an array, got ${describe(value)}`);
      return value.flatMap((item, i) => {
        const message = checkOption(def, item, context);
        return message === undefined ? [] : [{ at: `[${i}]`, message }];
      });
    case 'asset':
      return checkAsset(def, value, context);
    case 'multiasset':
      if (!Array.isArray(value)) return one(`must be an array, got ${describe(value)}`);
      return value.flatMap((item, i) =>
        checkAsset(def, item, context).map((problem) => ({
          ...problem,
          at: `[${i}]${problem.at}`,
        })),
      );
    case 'multilink':
      return checkLink(value, context);
    case 'table':
      return one(
        value !== null && typeof value === 'object' && 'tbody' in value
          ? undefined
          : 'must be a table',
      );
    case 'bloks':
    case 'richtext':
      return [];
  }
}
