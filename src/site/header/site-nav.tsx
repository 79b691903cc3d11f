import type { NavItemBlok } from '@/content/generated/components';
import type { RenderContext } from '@/site/render-context';
import { NavLink } from './nav-link';
import { SubMenu } from './sub-menu';

interface Props {
  items: NavItemBlok[];
  context: RenderContext;
  label: string;
  submenuLabel: (parent: string) => string;
}

/**
 * The main navigation, rendered once for every width: in the menu panel each entry lists its
 * sub-entries beneath it; from `xl` it is one row of links whose sub-entries open as disclosure
 * sub-menus (`header.css`).
 */
export function SiteNav({ items, context, label, submenuLabel }: Props) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="site-nav">
      <ul>
        {items.map((item, index) => {
          const link = (
            <NavLink link={item.link} context={context} className="nav-link">
              {item.label}
            </NavLink>
          );
          const children = item.children ?? [];
          return (
            <li key={index}>
              {children.length === 0 ? (
                link
              ) : (
                <SubMenu id={`submenu-${index + 1}`} label={submenuLabel(item.label)} parent={link}>
                  <ul>
                    {children.map((child, childIndex) => (
                      <li key={childIndex}>
                        <NavLink link={child.link} context={context}>
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
