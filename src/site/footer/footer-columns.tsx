import type { FooterColumnBlok } from '@/content/generated/components';
import type { RenderContext } from '@/site/render-context';
import { ContentLink } from '../content-link';

/** Styles in footer.css. */
export const footerHeading = 'footer-heading';

/** The footer's link columns, each under its title, as one site-map navigation. */
export function FooterColumns({
  columns,
  context,
  label,
}: {
  columns: FooterColumnBlok[];
  context: RenderContext;
  label: string;
}) {
  const filled = columns.filter((column) => column.links?.length);
  if (filled.length === 0) return null;
  return (
    <nav
      aria-label={label}
      className="grid grid-cols-2 gap-x-6 gap-y-10 sm:col-span-3 sm:grid-cols-3"
    >
      {filled.map((column, index) => (
        <div key={index} className="flex min-w-0 flex-col gap-3">
          <h2 className={footerHeading}>{column.title}</h2>
          <ul className="footer-links">
            {column.links.map((item, itemIndex) => (
              <li key={itemIndex}>
                <ContentLink link={item.link} context={context}>
                  {item.label}
                </ContentLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
