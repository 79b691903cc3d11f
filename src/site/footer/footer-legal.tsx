import type { NavItemBlok } from '@/content/generated/components';
import type { RenderContext } from '@/site/render-context';
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
      <div className="footer-legal">
        <p>
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
            <ul className="footer-legal-links">
              {links.map((item) => (
                <li key={shortId(item._uid)}>
                  <ContentLink link={item.link} context={context}>
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
