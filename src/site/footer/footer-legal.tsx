import type { NavItemBlok } from '@/content/generated/components';
import type { RenderContext } from '@/blocks/types';
import { ContentLink } from '../content-link';
import { shortId } from '@/site/ui/short-id';

/** The bottom line: copyright and VAT number, the editor's note, the legal links. */
export function FooterLegal({
  copyright,
  vat,
  note,
  links,
  context,
  label,
}: {
  copyright: string;
  vat: string | undefined;
  note: string | undefined;
  links: NavItemBlok[];
  context: RenderContext;
  label: string;
}) {
  return (
    <div className="border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col gap-x-8 gap-y-3 px-5 py-6 text-sm text-steel-200 sm:px-8 lg:flex-row lg:items-center">
        <p className="text-steel-200">
          {copyright}
          {vat ? <span className="before:mx-2 before:content-['·']">{vat}</span> : null}
        </p>
        {note ? (
          <p className="lg:flex-1">{note}</p>
        ) : (
          <span className="hidden lg:block lg:flex-1" />
        )}
        {links.length ? (
          <nav aria-label={label}>
            <ul className="flex flex-wrap gap-x-6">
              {links.map((item) => (
                <li key={shortId(item._uid)}>
                  <ContentLink
                    link={item.link}
                    context={context}
                    className="inline-flex min-h-11 items-center text-steel-200 underline decoration-white/30 underline-offset-4 hover:text-white hover:decoration-accent aria-[current]:text-white"
                  >
                    {item.label}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
