import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import type { BlockProps } from '../types';
import { FeatureIcon, isFeatureIconName } from './feature-icon';
import type { FeatureGridBlok } from '@/content/generated/components';
import { shortId } from '@/site/ui/short-id';
import { lastTileClass } from '@/site/ui/last-tile';

/** Three or six items sit in threes; any other count in fours (two on a tablet, one on a phone). */
function columnsOf(count: number): 3 | 4 {
  return count % 3 === 0 && count % 4 !== 0 ? 3 : 4;
}

export function FeatureGrid({ blok }: BlockProps<FeatureGridBlok>) {
  const items = (blok.items ?? []).filter((item) => item.title);
  if (items.length === 0) return null;
  const headingId = blok.headline ? `features-${shortId(blok._uid)}` : undefined;
  const lg = columnsOf(items.length);
  return (
    <Section labelledBy={headingId}>
      {blok.headline ? <SectionHeading id={headingId}>{blok.headline}</SectionHeading> : null}
      <ul
        className={`tile-grid rounded-sm sm:grid-cols-2 ${lg === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
      >
        {items.map((item, index) => (
          <li
            key={index}
            className={
              index === items.length - 1
                ? `tile ${lastTileClass(items.length, { sm: 2, lg })}`
                : 'tile'
            }
          >
            {isFeatureIconName(item.icon) ? (
              <span className="icon-tile size-12">
                <FeatureIcon name={item.icon} className="size-6" />
              </span>
            ) : (
              <span aria-hidden="true" className="h-1 w-10 bg-accent" />
            )}
            <h3 className="heading-3 break-words">{item.title}</h3>
            {item.text ? <p className="leading-relaxed text-steel-700">{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
