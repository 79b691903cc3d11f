import type { NavItemBlok } from '@/content/generated/components';
import type { RenderContext } from '@/blocks/types';
import { NavLink } from './nav-link';
import { SubMenu } from './sub-menu';

interface Props {
  items: NavItemBlok[];
  context: RenderContext;
  tone: 'light' | 'dark';
  label: string;
  submenuLabel: (parent: string) => string;
}

/** Top-level links run the bar's full height, so the current section's accent bar sits on its edge. */
const topLinkTones = {
  light: 'text-ink',
  dark: 'text-white',
} as const;

const topLink =
  'relative flex h-full max-w-40 items-center px-2.5 text-sm leading-tight font-semibold text-balance transition-colors after:absolute after:inset-x-2.5 after:bottom-0 after:h-[3px] after:origin-left after:scale-x-0 after:bg-accent after:transition-transform after:duration-250 hover:after:scale-x-100 aria-[current]:after:scale-x-100';

const subLink =
  'flex min-h-11 items-center rounded-sm px-4 py-2 font-semibold text-ink transition-colors hover:bg-steel-50 aria-[current]:bg-steel-50 aria-[current]:shadow-[inset_3px_0_0_var(--color-accent)]';

/** The desktop navigation (from `xl`): one row of links, disclosure sub-menus for nested items. */
export function DesktopNav({ items, context, tone, label, submenuLabel }: Props) {
  if (items.length === 0) return null;
  const topLinkClass = `${topLink} ${topLinkTones[tone]}`;
  return (
    <nav aria-label={label} className="hidden flex-1 self-stretch xl:flex xl:justify-center">
      <ul className="flex h-full items-stretch gap-1">
        {items.map((item) => {
          const link = (
            <NavLink link={item.link} context={context} className={topLinkClass}>
              {item.label}
            </NavLink>
          );
          const children = item.children ?? [];
          return (
            <li key={item._uid} className="flex">
              {children.length === 0 ? (
                link
              ) : (
                <SubMenu
                  id={`submenu-${item._uid}`}
                  label={submenuLabel(item.label)}
                  parent={link}
                  tone={tone}
                >
                  <ul className="flex flex-col">
                    {children.map((child) => (
                      <li key={child._uid}>
                        <NavLink link={child.link} context={context} className={subLink}>
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </SubMenu>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
