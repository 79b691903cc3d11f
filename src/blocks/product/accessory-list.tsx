import type { Story } from '@/content';
import type { AccessoryBlok } from '@/content/generated/components';
import { ContentImage } from '@/site/ui/content-image';

/** The options that go with a product: image, name, article number, what it is. */
export function AccessoryList({
  stories,
  codeLabel,
}: {
  stories: Story[];
  codeLabel: (code: string) => string;
}) {
  if (stories.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {stories.map((story) => {
        const accessory = story.content as unknown as AccessoryBlok;
        return (
          <li key={story.slug} className="card accessory">
            <div className="relative aspect-[4/3] bg-steel-100">
              <ContentImage
                asset={accessory.image}
                fill
                sizes="(min-width: 1280px) 300px, (min-width: 1024px) 30vw, 50vw"
              />
            </div>
            <div>
              <h3>{accessory.name}</h3>
              <p>{codeLabel(accessory.code)}</p>
              <p>{accessory.summary}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
