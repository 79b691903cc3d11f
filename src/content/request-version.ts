import { draftMode } from 'next/headers';
import { contentSourceKind, env, type Env } from '@/config/env';
import type { Version } from './source';

/**
 * Whether drafts can be read at all: always from the embedded store; from Storyblok only with a
 * preview token, since the public token is refused for `version=draft`.
 */
export function draftsReadable(config: Env): boolean {
  return contentSourceKind(config) === 'local' || config.STORYBLOK_PREVIEW_TOKEN !== undefined;
}

/**
 * The content version of the request being rendered: `draft` in Next's draft mode (entered only
 * through `/api/draft`), else `published`. Outside a request (build, proxy, start-up) there is no
 * draft mode, and `draftMode()` throws: that is `published` too.
 */
export async function requestVersion(): Promise<Version> {
  try {
    if (!(await draftMode()).isEnabled) return 'published';
  } catch {
    return 'published';
  }
  return draftsReadable(env()) ? 'draft' : 'published';
}
