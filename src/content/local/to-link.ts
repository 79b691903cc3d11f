import type { Link } from '../types';
import type { StoryFile } from './file-schema';
import { normalisePath } from './store-index';

/** A story as a `cdn/links` entry: its default full slug plus its translated paths. */
export function toLink(story: StoryFile): Link {
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.full_slug,
    path: null,
    real_path: `/${story.full_slug}`,
    parent_id: story.parent_id,
    name: story.name,
    is_folder: false,
    published: story.published_at !== null,
    is_startpage: story.is_startpage,
    position: story.position,
    alternates: story.translated_slugs.map((slug) => ({
      lang: slug.lang,
      path: slug.path,
      name: slug.name,
      published: slug.published,
      translated_slug: normalisePath(slug.path).split('/').at(-1) ?? '',
    })),
  };
}
