import type { Story } from '@/content';
import { lastTileClass } from '@/site/ui/last-tile';
import { FeatureIcon } from '../special-functions-listing/feature-icon';

interface Feature {
  name: string;
  summary: string;
  icon?: string;
}

/** Technologies or special functions of a product: icon, name, what it does. */
export function FeatureList({
  stories,
  compact = false,
  headingLevel: Heading = 'h3',
}: {
  stories: Story[];
  compact?: boolean;
  headingLevel?: 'h3' | 'h4';
}) {
  if (stories.length === 0) return null;
  return (
    <ul className={compact ? 'tile-grid sm:grid-cols-2 lg:grid-cols-4' : 'flex flex-col gap-4'}>
      {stories.map((story, index) => {
        const feature = story.content as unknown as Feature;
        const last = compact && index === stories.length - 1;
        const tile = last
          ? `feature-tile ${lastTileClass(stories.length, { sm: 2, lg: 4 })}`
          : 'feature-tile';
        return (
          <li key={story.slug} className={compact ? tile : 'feature-row'}>
            <span className="icon-tile size-11">
              <FeatureIcon name={feature.icon} className="size-6" />
            </span>
            <div>
              <Heading>{feature.name}</Heading>
              <p>{feature.summary}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
