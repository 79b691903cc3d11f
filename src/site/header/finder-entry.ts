import { resolveLink } from '@/content';
import type { NavItemBlok } from '@/content/generated/components';
import { comparePath } from '@/paths/compare-paths';
import { finderPath } from '@/paths/finder-paths';
import type { RenderContext } from '@/site/render-context';

export const FINDER_ENTRY_UID = 'product-finder';
export const COMPARE_ENTRY_UID = 'product-comparison';

/**
 * The navigation with the product finder and the comparison in the sub-menu of the entry that
 * leads to the product list, their parent page: neither is a story, so editors cannot link them
 * in every language, and the products menu should lead to both whatever the editors arrange.
 */
export function withFinderEntry(
  items: NavItemBlok[],
  context: Pick<RenderContext, 'locale' | 'links'>,
  labels: { finder: string; compare: string },
): NavItemBlok[] {
  const finder = finderPath(context.locale);
  const list = finder.slice(0, finder.lastIndexOf('/'));
  const added: NavItemBlok[] = [
    {
      component: 'nav-item',
      _uid: FINDER_ENTRY_UID,
      label: labels.finder,
      link: { linktype: 'url', url: finder },
    },
    {
      component: 'nav-item',
      _uid: COMPARE_ENTRY_UID,
      label: labels.compare,
      link: { linktype: 'url', url: comparePath(context.locale) },
    },
  ];
  return items.map((item) => {
    if (resolveLink(item.link, context.locale, context.links) !== list) return item;
    const children = item.children ?? [];
    const missing = added.filter((entry) => !children.some((child) => child._uid === entry._uid));
    return missing.length === 0 ? item : { ...item, children: [...children, ...missing] };
  });
}
