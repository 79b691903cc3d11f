import { cardFigures, type KeyFigure } from '@/catalogue/key-figures';
import { isImageAsset } from '@/content/asset-size';
import type { Asset } from '@/content/field-types';
import { hrefFor } from '@/content/href';
import { pageContentTypes } from '@/content/page-types';
import type { ContentSource } from '@/content/source';
import type { DatasourceEntry, Story } from '@/content/types';
import type { Locale } from '@/i18n/routing';
import { collectBlock } from './document-text';

/** What a visitor looks for, as the results are grouped. */
export const RESULT_TYPES = ['product', 'news', 'event', 'download', 'job', 'page'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

const TYPE_OF: Record<(typeof pageContentTypes)[number], ResultType> = {
  product: 'product',
  'blog-post': 'news',
  event: 'event',
  download: 'download',
  'job-position': 'job',
  page: 'page',
};

/** What a result shows besides its title and passage. */
export interface ResultDetails {
  /** An event's kind (`training`, `fair`), said in place of the type's name. */
  eventKind?: string;
  /** A product's family, a download's type, in the language (`Automation`, `User manual`). */
  category?: string;
  /** A product's picture (path and alt text). */
  image?: { filename: string; alt: string };
  /** A product's first key figures, as its card in the product list shows them. */
  figures?: KeyFigure[];
}

/** One page as the index holds it: its fields by weight, and what a result shows. */
export interface SearchDocument {
  id: string;
  type: ResultType;
  path: string;
  /** Name or title: weighs most. */
  title: string;
  /** A product's model code and the names it is known by. */
  model: string;
  /** Summary, teaser or description. */
  summary: string;
  /** Processes, materials, technologies, special functions, download type, file languages, the
   * products a download or a post is about. */
  facets: string;
  /** Every other text of the page: rich text, block texts, technical data. */
  body: string;
  /** A product's words that name what it is: name, model code, processes, materials. */
  catalogue: string;
  details: ResultDetails;
}

/** What the index needs besides the stories: labels and names by value or uuid. */
export interface Vocabulary {
  /** Datasource value -> label in the language (materials, processes, download types). */
  labels: ReadonlyMap<string, string>;
  /** Story uuid -> its name in the language (technologies, special functions, products, tags). */
  names: ReadonlyMap<string, string>;
  /**
   * Datasource value -> the other names a visitor knows it by in the language (`inox`, German
   * `TIG`): the `sinonimi-ricerca` datasource. Optional.
   */
  synonyms?: ReadonlyMap<string, string>;
}

const TITLE_KEYS = ['name', 'title', 'headline'];
const SUMMARY_KEYS = ['summary', 'teaser', 'description'];
const LABELLED_KEYS = ['materiale', 'processo', 'download_type', 'family'];
/** What a product is made for: the datasources a buyer names it by. */
const CATALOGUE_KEYS = ['processo', 'materiale'];
const RELATION_KEYS = ['technologies', 'special_functions', 'products', 'related_products', 'tags'];

/** A datasource value's label, and the other names it is known by. */
function namesOfValue(vocabulary: Vocabulary, value: string): string[] {
  const synonyms = vocabulary.synonyms?.get(value);
  return [vocabulary.labels.get(value) ?? value, ...(synonyms ? [synonyms] : [])];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** What the result of `content` shows besides title and passage, by its type. */
function detailsOf(
  type: ResultType,
  content: Record<string, unknown>,
  vocabulary: Vocabulary,
): ResultDetails {
  if (type === 'event' && text(content.kind)) return { eventKind: text(content.kind) };
  if (type === 'download') {
    const label = vocabulary.labels.get(text(content.download_type));
    return label ? { category: label } : {};
  }
  if (type !== 'product') return {};
  const family = vocabulary.labels.get(text(content.family));
  const image = content.image as Asset | undefined;
  const figures = cardFigures(content);
  return {
    ...(family ? { category: family } : {}),
    ...(isImageAsset(image) ? { image: { filename: image.filename, alt: image.alt ?? '' } } : {}),
    ...(figures.length > 0 ? { figures } : {}),
  };
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

/** The index's document of one page in `locale` (its content already in that language). */
export function toDocument(story: Story, locale: Locale, vocabulary: Vocabulary): SearchDocument {
  const content = story.content as Record<string, unknown>;
  const type = TYPE_OF[content.component as keyof typeof TYPE_OF] ?? 'page';
  const field = (keys: string[]) =>
    keys
      .map((key) => content[key])
      .find((value): value is string => typeof value === 'string' && value.trim() !== '');
  const title = field(TITLE_KEYS) ?? story.name;
  const summary = field(SUMMARY_KEYS) ?? '';
  const facets: string[] = [];
  for (const key of LABELLED_KEYS) {
    for (const value of asList(content[key])) facets.push(...namesOfValue(vocabulary, value));
  }
  for (const key of RELATION_KEYS) {
    // A product's related products are other products: their names would rank it for them.
    if (type === 'product' && key === 'related_products') continue;
    for (const uuid of asList(content[key])) {
      const name = vocabulary.names.get(uuid);
      if (name) facets.push(name);
    }
  }
  if (type === 'download') {
    const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
    for (const code of asList(content.languages)) facets.push(languageNames.of(code) ?? code);
  }
  const model = typeof content.model_code === 'string' ? content.model_code : '';
  const catalogue =
    type === 'product'
      ? [
          title,
          model,
          ...CATALOGUE_KEYS.flatMap((key) =>
            asList(content[key]).flatMap((value) => namesOfValue(vocabulary, value)),
          ),
        ]
      : [];
  const summaryKey = SUMMARY_KEYS.find((name) => content[name] === summary);
  const apart = new Set([
    ...TITLE_KEYS,
    ...LABELLED_KEYS,
    ...RELATION_KEYS,
    'model_code',
    'languages',
    ...(summaryKey ? [summaryKey] : []),
  ]);
  const body: string[] = [];
  collectBlock({ labels: vocabulary.labels, out: body }, content, apart);
  return {
    id: story.uuid,
    type,
    path: hrefFor(story, locale),
    title,
    model,
    summary,
    facets: facets.join(' · '),
    body: body.join(' '),
    catalogue: catalogue.join(' · '),
    details: detailsOf(type, content, vocabulary),
  };
}

async function allStories(
  source: ContentSource,
  locale: Locale,
  component: string,
): Promise<Story[]> {
  const stories: Story[] = [];
  for (let page = 1; ; page++) {
    const result = await source.getStories({
      language: locale,
      filter_query: { component: { in: component } },
      page,
      per_page: 100,
    });
    stories.push(...result.stories);
    if (page * result.perPage >= result.total) break;
  }
  return stories;
}

const LABEL_DATASOURCES = ['materiali', 'processi', 'tipi-download', 'famiglie'];
/** Other names of the values of the datasources above, for search only. */
const SYNONYMS_DATASOURCE = 'sinonimi-ricerca';

/** A datasource's entries in `locale`; none when the space does not have it. */
function entriesOf(
  source: ContentSource,
  datasource: string,
  locale: Locale,
): Promise<DatasourceEntry[]> {
  return source
    .getDatasourceEntries({ datasource, dimension: locale, per_page: 1000 })
    .then((answer) => answer.datasource_entries)
    .catch(() => []);
}

/** Value -> the entry's text in the language (its dimension value, else its name). */
function byValue(entries: DatasourceEntry[]): Map<string, string> {
  return new Map(entries.map((entry) => [entry.value, entry.dimension_value || entry.name]));
}

/** Every page of `locale` as an index document, read through the content source. */
export async function loadDocuments(
  source: ContentSource,
  locale: Locale,
): Promise<SearchDocument[]> {
  const [pages, named, synonyms, ...datasources] = await Promise.all([
    allStories(source, locale, pageContentTypes.join(',')),
    allStories(source, locale, 'technology,special-function,tag,accessory'),
    entriesOf(source, SYNONYMS_DATASOURCE, locale),
    ...LABEL_DATASOURCES.map((datasource) => entriesOf(source, datasource, locale)),
  ]);
  const labels = new Map(datasources.flatMap((entries) => [...byValue(entries)]));
  const names = new Map<string, string>();
  for (const story of [...pages, ...named]) {
    const content = story.content as Record<string, unknown>;
    const name = TITLE_KEYS.map((key) => content[key]).find((v) => typeof v === 'string') as
      string | undefined;
    names.set(story.uuid, name ?? story.name);
  }
  const vocabulary = { labels, names, synonyms: byValue(synonyms) };
  return pages.map((story) => toDocument(story, locale, vocabulary));
}
