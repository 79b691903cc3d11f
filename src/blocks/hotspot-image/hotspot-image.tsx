import { useTranslations } from 'next-intl';
import { isImageAsset } from '@/content/asset-size';
import { ContentImage } from '@/site/ui/content-image';
import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import type { BlockProps } from '../types';
import { HotspotPoints } from './hotspot-points';
import { readingOrder } from './reading-order';
import type { HotspotImageBlok } from '@/content/generated/components';

/**
 * An image with numbered points that explain its parts. On a phone the same points are also
 * listed under the image, where the small picture leaves no room to read them.
 */
export function HotspotImage({ blok }: BlockProps<HotspotImageBlok>) {
  const t = useTranslations('Media.Hotspots');
  if (!isImageAsset(blok.image)) return null;
  const points = readingOrder(blok.hotspots);
  const image = (
    <ContentImage
      asset={blok.image}
      sizes="(min-width: 1280px) 1216px, calc(100vw - 2.5rem)"
      className="h-auto w-full rounded-sm"
    />
  );
  const headingId = blok.headline ? `hotspots-${blok._uid}` : undefined;
  return (
    <Section
      tone="dark"
      labelledBy={headingId}
      // Embedded in rich text it is a dark panel in the text's column rather than a full band.
      className="in-[[data-rich-text-blok]]:rounded-sm in-[[data-rich-text-blok]]:py-8! in-[[data-rich-text-blok]]:*:px-5! sm:in-[[data-rich-text-blok]]:*:px-8!"
    >
      {blok.headline ? <SectionHeading id={headingId}>{blok.headline}</SectionHeading> : null}
      <p className="-mt-4 mb-8 max-w-2xl text-lg text-steel-200 md:-mt-6">{t('instructions')}</p>
      <HotspotPoints id={`hotspots-${blok._uid}`} image={image} points={points} />
      {points.length ? (
        <ol aria-label={t('list')} className="mt-8 grid gap-4 md:hidden">
          {points.map((point) => (
            <li key={point.id} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-ink tabular-nums"
              >
                {point.number}
              </span>
              <div>
                <p className="font-bold hyphens-auto break-words">{point.label}</p>
                {point.text ? <p className="mt-1 text-steel-200">{point.text}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </Section>
  );
}
