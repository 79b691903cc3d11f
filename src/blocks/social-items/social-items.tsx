import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import { globalSettings } from '@/site/page-context';
import type { SocialItemsBlok } from '@/content/generated/components';
import type { BlockProps } from '../types';
import { socialLinksOf } from './networks';
import { SocialIcon } from './social-icon';
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
      <ul className="grid grid-cols-[repeat(auto-fit,minmax(15rem,1fr))] gap-3">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.url}
              className="group flex min-h-16 items-center gap-4 rounded-sm border border-steel-200 bg-white px-5 py-4 font-semibold text-ink transition-colors hover:border-ink hover:bg-ink hover:text-white"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-sm bg-ink text-accent transition-colors group-hover:bg-accent group-hover:text-ink">
                <SocialIcon network={link.network} />
              </span>
              <span className="text-lg">{link.name}</span>
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                className="ml-auto size-5 transition-transform duration-250 group-hover:translate-x-1"
              >
                <path d="M7 17 17 7M8 7h9v9" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
