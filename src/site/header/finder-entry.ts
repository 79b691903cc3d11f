import { resolveLink } from '@/content';
import type { NavItemBlok } from '@/content/generated/components';
import { finderPath } from '@/paths/finder-paths';
import type { RenderContext } from '@/site/render-context';

export const FINDER_ENTRY_UID = 'product-finder';

/**
 * The navigation with the product finder in the sub-menu of the entry that leads to the product
 * list, the finder's parent page: the finder is not a story, so editors cannot link it in every
 * language, and the products menu should lead to it whatever the editors arrange.
 */
export function withFinderEntry(
  items: NavItemBlok[],
  context: Pick<RenderContext, 'locale' | 'links'>,
  label: string,
): NavItemBlok[] {
  const finder = finderPath(context.locale);
  const list = finder.slice(0, finder.lastIndexOf('/'));
  return items.map((item) => {
    if (resolveLink(item.link, context.locale, context.links) !== list) return item;
    const children = item.children ?? [];
    if (children.some((child) => child._uid === FINDER_ENTRY_UID)) return item;
    const entry: NavItemBlok = {
      component: 'nav-item',
      _uid: FINDER_ENTRY_UID,
      label,
      link: { linktype: 'url', url: finder },
    };
    return { ...item, children: [...children, entry] };
  });
}
