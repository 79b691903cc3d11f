import { routePath } from '@/content/href';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { EDITOR_TOKEN_PARAMS } from './editor-token';

/**
 * The site path a preview link leads to, or undefined when it does not name one safely. Storyblok
 * appends the story's full slug (`prodotti/pioneer`, `home`) to the preview URL and names the
 * editor's language in `_storyblok_lang`; a person gives `slug=/en/products`. Only a path on this
 * site comes out: no scheme, host, `//`, backslash, dot segment or control character.
 */
export function previewTarget(params: URLSearchParams): string | undefined {
  const raw = params.get('slug') ?? params.get('path') ?? '';
  if (raw.length > 2048 || /[\\\u0000-\u001f\u007f]|:\/\/|^\/\//.test(raw)) return undefined;
  const segments = raw.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..' || segment.includes(':'))) {
    return undefined;
  }
  if (isLocale(segments[0])) return `/${segments.join('/')}`;
  const language = params.get('_storyblok_lang');
  return routePath(segments, isLocale(language) ? language : defaultLocale);
}

/** The editor's own parameters (`_storyblok`, `_storyblok_lang`, ...) without its signature. */
export function editorParams(params: URLSearchParams): URLSearchParams {
  const signature = new Set<string>(Object.values(EDITOR_TOKEN_PARAMS));
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (key.startsWith('_storyblok') && !signature.has(key)) kept.append(key, value);
  }
  return kept;
}
