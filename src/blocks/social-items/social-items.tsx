import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import { globalSettings } from '@/site/page-context';
import type { SocialItemsBlok } from '@/content/generated/components';
import type { BlockProps } from '../types';
import { socialLinksOf } from '@/site/social/networks';
import { SocialIcon } from '@/site/social/social-icon';
import { StrokeIcon } from '@/site/ui/stroke-icon';
import { shortId } from '@/site/ui/short-id';

/**
 * The company's social profiles as large named icon links. Without items of its own it shows the
 * social links of the global story; with none to show it renders nothing.
 */
export async function SocialItems({ blok, context }: BlockProps<SocialItemsBlok>) {
  const settings = blok.items?.length ? undefined : await globalSettings(context.locale);
  const links = socialLinksOf(blok.items?.length ? blok.items : settings?.social_links);
  if (links.length === 0) return null;
  const headingId = `social-${shortId(blok._uid)}`;
  return (
    <Section labelledBy={blok.headline ? headingId : undefined}>
      {blok.headline ? <SectionHeading id={headingId}>{blok.headline}</SectionHeading> : null}
      <ul className="social-cards">
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.url} className="social-card group">
              <span className="social-card-icon">
                <SocialIcon network={link.network} />
              </span>
              <span className="text-lg">{link.name}</span>
              <StrokeIcon d="M7 17 17 7M8 7h9v9" className="social-card-arrow" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
