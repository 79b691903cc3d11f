import { SocialIcon } from './social-icon';
import type { SocialLink } from './networks';

/**
 * Social profiles as icon buttons on ink (the footer): each link is named "Company on Network" for
 * screen readers, the icon alone is shown.
 */
export function SocialIconLinks({
  links,
  nameOf,
  label,
}: {
  links: SocialLink[];
  nameOf: (link: SocialLink) => string;
  label?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul {...(label && { 'aria-label': label })} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.url} className="social-button">
            <SocialIcon network={link.network} />
            <span className="sr-only">{nameOf(link)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
