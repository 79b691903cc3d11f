import type { NavItemBlok } from '@/content/generated/components';
import type { RenderContext } from '@/site/render-context';
import { OPEN_SETTINGS_ATTRIBUTE } from '@/features/consent/open-settings';
import { ContentLink } from '../content-link';

/**
 * The bottom line: copyright and VAT number, the editor's note, the legal links and "Cookie
 * settings", which reopens the cookie choice on every page (hidden without JavaScript, where no
 * choice is ever needed: nothing optional loads).
 */
export function FooterLegal({
  copyright,
  vat,
  note,
  links,
  context,
  label,
  cookieSettings,
}: {
  copyright: string;
  vat: string | undefined;
  note: string | undefined;
  links: NavItemBlok[];
  context: RenderContext;
  label: string;
  /** The label of the control that reopens the cookie choice (src/features/consent/). */
  cookieSettings: string;
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
        <nav aria-label={label}>
          <ul className="footer-legal-links">
            {links.map((item, index) => (
              <li key={index}>
                <ContentLink link={item.link} context={context}>
                  {item.label}
                </ContentLink>
              </li>
            ))}
            <li className="consent-settings-item">
              <button type="button" {...{ [OPEN_SETTINGS_ATTRIBUTE]: '' }}>
                {cookieSettings}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
