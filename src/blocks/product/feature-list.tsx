import type { Story } from '@/content';
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
      {stories.map((story) => {
        const feature = story.content as unknown as Feature;
        return (
          <li key={story.slug} className={compact ? 'feature-tile' : 'feature-row'}>
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
