import type { StoryFile } from './file-schema';
import { ContentStoreError, type StoreFiles } from './load';

/** Paths are compared without leading or trailing slashes: `prodotti/` and `prodotti` are one story. */
export function normalisePath(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

export interface StoreIndex {
  defaultLanguage: string;
  languages: string[];
  /** Every story, ordered by folder position then full slug. */
  stories: StoryFile[];
  byId: Map<number, StoryFile>;
  byUuid: Map<string, StoryFile>;
  /** `lang:path` -> story, for the default full slug (`:path`) and every translated slug. */
  byPath: Map<string, StoryFile>;
  datasources: Map<string, StoreFiles['datasources'][number]>;
}

export function pathKey(language: string | undefined, value: string): string {
  return `${language ?? ''}:${normalisePath(value)}`;
}

function claim<K>(map: Map<K, { file: string }>, key: K, file: string, what: string): void {
  const previous = map.get(key);
  if (previous) throw new ContentStoreError(`${file}: ${what} is also used by ${previous.file}`);
  map.set(key, { file });
}

/** Builds the lookup maps and rejects stories that collide on id, uuid or a path in any language. */
export function buildIndex(files: StoreFiles): StoreIndex {
  const { space } = files;
  const seenIds = new Map<number, { file: string }>();
  const seenUuids = new Map<string, { file: string }>();
  const seenPaths = new Map<string, { file: string }>();
  const index: StoreIndex = {
    defaultLanguage: space.default_language,
    languages: space.language_codes,
    stories: [],
    byId: new Map(),
    byUuid: new Map(),
    byPath: new Map(),
    datasources: new Map(files.datasources.map((source) => [source.slug, source])),
  };

  for (const { file, story } of files.stories) {
    const segments = normalisePath(story.full_slug).split('/');
    if (segments.at(-1) !== story.slug) {
      throw new ContentStoreError(
        `${file}: full_slug "${story.full_slug}" must end with slug "${story.slug}"`,
      );
    }
    claim(seenIds, story.id, file, `id ${story.id}`);
    claim(seenUuids, story.uuid, file, `uuid ${story.uuid}`);
    claim(seenPaths, pathKey(undefined, story.full_slug), file, `full_slug "${story.full_slug}"`);
    for (const translated of story.translated_slugs) {
      if (!space.language_codes.includes(translated.lang)) {
        throw new ContentStoreError(
          `${file}: translated slug language "${translated.lang}" is not one of the space's languages (${space.language_codes.join(', ')})`,
        );
      }
      claim(
        seenPaths,
        pathKey(translated.lang, translated.path),
        file,
        `the ${translated.lang} path "${translated.path}"`,
      );
    }
    index.stories.push(story);
    index.byId.set(story.id, story);
    index.byUuid.set(story.uuid, story);
    index.byPath.set(pathKey(undefined, story.full_slug), story);
    for (const translated of story.translated_slugs) {
      index.byPath.set(pathKey(translated.lang, translated.path), story);
    }
  }
  index.stories.sort((a, b) => a.position - b.position || a.full_slug.localeCompare(b.full_slug));
  return index;
}
