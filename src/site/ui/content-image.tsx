import { assetSize, isImageAsset } from '@/content/asset-size';
import type { Asset } from '@/content';
import { OptimizedImage } from './optimized-image';

/**
 * An image asset of the CMS through the image optimiser: intrinsic size from the asset path (so
 * the box is reserved and nothing shifts), the editor's alt text, responsive `sizes`. Lazy unless
 * `priority` (the first image of a page: preloaded, high fetch priority). `fill` puts it into a
 * sized parent (`relative` + aspect ratio).
 */
export function ContentImage({
  asset,
  sizes,
  shownWidth,
  priority = false,
  fill = false,
  className = '',
  decorative = false,
}: {
  asset: Asset | null | undefined;
  /** How wide it shows at each viewport; or, for one that shows alike at every size, `shownWidth`. */
  sizes?: string;
  /**
   * The CSS width of an image shown at one size everywhere (a thumbnail): its srcset is a 1x and a
   * 2x candidate instead of every width the optimiser serves, several hundred bytes less markup.
   */
  shownWidth?: number;
  priority?: boolean;
  fill?: boolean;
  className?: string;
  /** An image that repeats what the text says: empty alt, hidden from screen readers. */
  decorative?: boolean;
}) {
  if (!isImageAsset(asset)) return null;
  const alt = decorative ? '' : (asset.alt ?? '');
  const size = assetSize(asset.filename);
  if (shownWidth !== undefined && size && !fill) {
    return (
      <OptimizedImage
        src={asset.filename}
        alt={alt}
        width={shownWidth}
        height={Math.round((shownWidth * size.height) / size.width)}
        className={className}
      />
    );
  }
  if (fill || !size) {
    return (
      <OptimizedImage
        src={asset.filename}
        alt={alt}
        fill
        sizes={sizes}
        {...(priority ? { preload: true, fetchPriority: 'high' as const } : {})}
        className={`object-cover ${className}`}
      />
    );
  }
  return (
    <OptimizedImage
      src={asset.filename}
      alt={alt}
      width={size.width}
      height={size.height}
      sizes={sizes}
      {...(priority ? { preload: true, fetchPriority: 'high' as const } : {})}
      className={className}
    />
  );
}
