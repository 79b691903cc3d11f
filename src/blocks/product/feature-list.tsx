import { shortId } from '@/site/ui/short-id';
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
    <ul
      className={
        compact
          ? 'grid gap-px overflow-hidden border border-steel-200 bg-steel-200 sm:grid-cols-2 lg:grid-cols-4'
          : 'flex flex-col gap-4'
      }
    >
      {stories.map((story) => {
        const feature = story.content as unknown as Feature;
        return (
          <li
            key={shortId(story.uuid)}
            className={
              compact
                ? 'flex flex-col gap-3 bg-white p-5'
                : 'flex gap-4 border-l-4 border-accent bg-steel-50 p-5'
            }
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-sm bg-ink text-accent">
              <FeatureIcon name={feature.icon} className="size-6" />
            </span>
            <div className="flex flex-col gap-1">
              <Heading className="text-lg leading-snug font-bold hyphens-auto">
                {feature.name}
              </Heading>
              <p className="text-steel-700">{feature.summary}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
