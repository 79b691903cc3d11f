import type { Blok, Story } from '../types';
import type { StoryView } from './query/story-view';
import { normalisePath } from './store-index';

const I18N_MARKER = '__i18n__';

/**
 * Field-level translation as Storyblok applies it: `title__i18n__en` replaces `title` when the
 * English version is requested and holds a value; untranslated fields keep the default language.
 */
function translateValue(value: unknown, language: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => translateValue(item, language));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, fieldValue] of Object.entries(source)) {
    if (key.includes(I18N_MARKER)) continue;
    const translated = language ? source[`${key}${I18N_MARKER}${language}`] : undefined;
    const hasTranslation = translated !== undefined && translated !== null && translated !== '';
    result[key] = translateValue(hasTranslation ? translated : fieldValue, language);
  }
  return result;
}

/** The story as the API answers it in `language` (undefined: the default language). */
export function localizeStory(view: StoryView, language: string | undefined): Story {
  const stored = view.file;
  const translation = language
    ? stored.translated_slugs.find((slug) => slug.lang === language)
    : undefined;
  const localPath = translation?.path ?? stored.full_slug;
  const trailingSlash = stored.full_slug.endsWith('/') ? '/' : '';
  return {
    id: stored.id,
    uuid: stored.uuid,
    name: translation?.name ?? view.name,
    slug: normalisePath(localPath).split('/').at(-1) ?? stored.slug,
    full_slug: language
      ? `${language}/${normalisePath(localPath)}${trailingSlash}`
      : stored.full_slug,
    default_full_slug: stored.full_slug,
    lang: language ?? 'default',
    translated_slugs: stored.translated_slugs.map((slug) => ({ ...slug })),
    content: translateValue(view.content, language) as Blok,
    created_at: stored.created_at,
    published_at: stored.published_at,
    first_published_at: stored.first_published_at,
    updated_at: stored.updated_at,
    sort_by_date: stored.sort_by_date,
    position: stored.position,
    tag_list: [...stored.tag_list],
    is_startpage: stored.is_startpage,
    parent_id: stored.parent_id,
    group_id: stored.uuid,
    alternates: [],
    meta_data: null,
    release_id: null,
    path: null,
  };
}
