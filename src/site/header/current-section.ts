import { hrefFor, sitePath } from '@/content';
import type { RenderContext } from '@/site/render-context';

export type CurrentState = 'page' | 'true' | undefined;

/** The path of the page being shown, or undefined on pages without a story (error pages). */
export function currentPathOf(context: Pick<RenderContext, 'story' | 'locale'>) {
  return context.story ? hrefFor(context.story, context.locale) : undefined;
}

/**
 * `aria-current` of a navigation link: `page` on the page itself, `true` on the section (folder)
 * the page sits in, matched by whole path segments. A language's home is current only on itself,
 * or every link would be.
 */
export function currentStateOf(
  href: string | undefined,
  currentPath: string | undefined,
  homePath: string,
): CurrentState {
  if (href === undefined || currentPath === undefined) return undefined;
  const path = href.split(/[?#]/)[0] ?? '';
  if (path === currentPath) return 'page';
  if (path === '' || path === homePath || !path.startsWith('/')) return undefined;
  return currentPath.startsWith(`${path.replace(/\/+$/, '')}/`) ? 'true' : undefined;
}

/** `currentStateOf` for a link of the page in `context`. */
export function navCurrentState(
  href: string | undefined,
  context: Pick<RenderContext, 'story' | 'locale'>,
) {
  return currentStateOf(href, currentPathOf(context), sitePath('home', context.locale));
}
