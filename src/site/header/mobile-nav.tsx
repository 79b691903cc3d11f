import type { NavItemBlok } from '@/content/generated/components';
import type { RenderContext } from '@/blocks/types';
import { NavLink } from './nav-link';

const topLink =
  'flex min-h-12 items-center border-l-[3px] border-transparent -ml-5 pl-[calc(1.25rem-3px)] text-2xl font-bold tracking-tight break-words hyphens-auto hover:text-steel-200 aria-[current]:border-accent sm:-ml-8 sm:pl-[calc(2rem-3px)]';
const subLink =
  'flex min-h-11 items-center text-base font-semibold text-steel-200 break-words hyphens-auto hover:text-white aria-[current]:text-accent';

/** The navigation inside the mobile menu: every entry with its sub-entries listed beneath it. */
export function MobileNav({
  items,
  context,
  label,
}: {
  items: NavItemBlok[];
  context: RenderContext;
  label: string;
}) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col divide-y divide-white/10 border-y border-white/10">
        {items.map((item) => (
          <li key={item._uid} className="py-2">
            <NavLink link={item.link} context={context} className={topLink}>
              {item.label}
            </NavLink>
            {item.children?.length ? (
              <ul className="mb-2 ml-1 flex flex-col border-l border-white/15 pl-4">
                {item.children.map((child) => (
                  <li key={child._uid}>
                    <NavLink link={child.link} context={context} className={subLink}>
                      {child.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
