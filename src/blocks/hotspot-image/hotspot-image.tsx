import { useTranslations } from 'next-intl';
import { isImageAsset } from '@/content/asset-size';
import { ContentImage } from '@/site/ui/content-image';
import { Section } from '@/site/ui/section';
import { SectionHeading } from '@/site/ui/section-heading';
import type { BlockProps } from '../types';
import { HotspotPoints } from './hotspot-points';
import { readingOrder } from './reading-order';
import { shortId } from '@/site/ui/short-id';
import type { HotspotImageBlok } from '@/content/generated/components';

/**
 * An image with numbered points that explain its parts. On a phone the same points are also
 * listed under the image, where the small picture leaves no room to read them; the points island
 * draws that list from the data it already receives, and the list is the only copy of the texts
 * in the markup (a point's card is drawn when it opens).
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
  const headingId = blok.headline ? `hotspots-${shortId(blok._uid)}` : undefined;
  return (
    // Embedded in rich text it is a dark panel in the text's column rather than a full band.
    <Section tone="dark" labelledBy={headingId} className="hotspot-section">
      {blok.headline ? <SectionHeading id={headingId}>{blok.headline}</SectionHeading> : null}
      <p className="hotspot-intro">{t('instructions')}</p>
      <HotspotPoints
        id={`hotspots-${shortId(blok._uid)}`}
        image={image}
        points={points}
        listLabel={t('list')}
      />
    </Section>
  );
}
