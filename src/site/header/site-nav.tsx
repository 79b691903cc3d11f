import type { NavItemBlok } from '@/content/generated/components';
import type { RenderContext } from '@/site/render-context';
import { ContentImage } from '@/site/ui/content-image';
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
 * sub-menus (`header.css`). A sub-entry with an image is a tile (the products menu's families);
 * the others, such as the finder and the comparison, are links beneath the tiles.
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
                        {child.image?.filename ? (
                          <NavLink link={child.link} context={context} className="nav-tile">
                            <span className="nav-tile-image">
                              <ContentImage
                                asset={child.image}
                                sizes="(min-width: 80rem) 176px, 40px"
                                fill
                                decorative
                              />
                            </span>
                            <span>{child.label}</span>
                          </NavLink>
                        ) : (
                          <NavLink link={child.link} context={context}>
                            {child.label}
                          </NavLink>
                        )}
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
