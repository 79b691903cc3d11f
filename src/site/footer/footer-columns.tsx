import type { FooterColumnBlok } from '@/content/generated/components';
import type { RenderContext } from '@/blocks/types';
import { ContentLink } from '../content-link';

export const footerHeading = 'text-xs font-semibold tracking-[0.2em] text-accent uppercase';
export const footerLink =
  'inline-flex min-h-11 items-center text-steel-200 transition-colors break-words hyphens-auto hover:text-white hover:underline hover:decoration-accent hover:decoration-2 hover:underline-offset-4 aria-[current]:text-white';

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
      {filled.map((column) => (
        <div key={column._uid} className="flex min-w-0 flex-col gap-3">
          <h2 className={footerHeading}>{column.title}</h2>
          <ul>
            {column.links.map((item) => (
              <li key={item._uid}>
                <ContentLink link={item.link} context={context} className={footerLink}>
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
