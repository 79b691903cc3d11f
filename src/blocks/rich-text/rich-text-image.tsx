import type { CSSProperties } from 'react';
import { assetSize } from '@/content/asset-size';
import {
  cssFilter,
  isStoryblokAsset,
  parseImageSrc,
  storyblokImageUrl,
  type ImageFilters,
} from './image-filters';
import { OptimizedImage } from '@/site/ui/optimized-image';

const SRCSET_WIDTHS = [480, 768, 1080, 1440, 1920, 2560];

function attr(attrs: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = attrs?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The filters of a src, or none when any is rejected (each rejection is logged by name). */
function validFilters(src: string) {
  const parsed = parseImageSrc(src);
  for (const error of parsed.errors) {
    console.error(`Rich-text image ${parsed.base}: ${error}; the image is shown unfiltered`);
  }
  return parsed;
}

/** Storyblok's image service does every filter: one URL per width of the srcset. */
function StoryblokImage(props: {
  base: string;
  filters: ImageFilters;
  alt: string;
  sizes: string;
  size?: { width: number; height: number };
}) {
  const { base, filters, alt, sizes, size } = props;
  const quarterTurn = filters.rotate === 90 || filters.rotate === 270;
  const shown = size && quarterTurn ? { width: size.height, height: size.width } : size;
  const widths = SRCSET_WIDTHS.filter((width) => !shown || width <= shown.width);
  const srcSet = widths.map((width) => `${storyblokImageUrl(base, filters, width)} ${width}w`);
  return (
    // next/image cannot take a loader function from a server component; the image service
    // resizes, so a plain responsive <img> with its intrinsic size is all that is needed.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={storyblokImageUrl(base, filters, widths.at(-1) ?? shown?.width)}
      srcSet={srcSet.join(', ')}
      sizes={sizes}
      alt={alt}
      width={shown?.width}
      height={shown?.height}
      loading="lazy"
      decoding="async"
      className="h-auto w-full"
    />
  );
}

/** A local asset through the image optimiser, plus what CSS and the optimiser can do of filters. */
function LocalImage(props: {
  src: string;
  filters: ImageFilters;
  alt: string;
  sizes: string;
  size?: { width: number; height: number };
}) {
  const { src, filters, alt, sizes, size } = props;
  const filter = cssFilter(filters);
  const quality = filters.quality;
  if (!size) {
    return (
      <div className="relative aspect-video w-full overflow-hidden bg-steel-100">
        <OptimizedImage
          src={src}
          alt={alt}
          fill
          sizes={sizes}
          quality={quality}
          className="object-contain"
          style={{ filter, rotate: filters.rotate ? `${filters.rotate}deg` : undefined }}
        />
      </div>
    );
  }
  const quarterTurn = filters.rotate === 90 || filters.rotate === 270;
  if (!quarterTurn) {
    const style: CSSProperties = {
      filter,
      rotate: filters.rotate ? `${filters.rotate}deg` : undefined,
    };
    return (
      <div className="overflow-hidden">
        <OptimizedImage
          src={src}
          alt={alt}
          width={size.width}
          height={size.height}
          sizes={sizes}
          quality={quality}
          className="h-auto w-full"
          style={style}
        />
      </div>
    );
  }
  // A quarter turn: the box takes the rotated proportions and the image turns inside it.
  return (
    <div
      className="relative w-full overflow-hidden"
      style={{ aspectRatio: `${size.height} / ${size.width}` }}
    >
      <OptimizedImage
        src={src}
        alt={alt}
        width={size.width}
        height={size.height}
        sizes={sizes}
        quality={quality}
        className="absolute top-1/2 left-1/2 h-auto max-w-none"
        style={{
          width: `${(size.width / size.height) * 100}%`,
          transform: `translate(-50%, -50%) rotate(${filters.rotate}deg)`,
          filter,
        }}
      />
    </div>
  );
}

/**
 * A rich-text `image` node: the picture with its filters (./image-filters.ts says how they are
 * written and applied), its title as caption and its copyright line.
 */
export function RichTextImage({
  attrs,
  sizes,
}: {
  attrs: Record<string, unknown> | undefined;
  sizes: string;
}) {
  const src = attr(attrs, 'src');
  if (!src) return null;
  const { base, filters } = validFilters(src);
  const alt = attr(attrs, 'alt') ?? '';
  const caption = attr(attrs, 'title');
  const copyright = attr(attrs, 'copyright');
  const size = assetSize(base);
  const picture = isStoryblokAsset(base) ? (
    <StoryblokImage base={base} filters={filters} alt={alt} sizes={sizes} size={size} />
  ) : (
    <LocalImage src={base} filters={filters} alt={alt} sizes={sizes} size={size} />
  );
  return (
    <figure className="my-4 flex flex-col gap-3" data-image-filters={filterNames(filters)}>
      {picture}
      {caption || copyright ? (
        <figcaption className="flex flex-wrap justify-between gap-x-4 text-sm text-steel-600">
          {caption ? <span>{caption}</span> : null}
          {copyright ? <span>{copyright}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** `blur brightness`: which filters were applied, for tests and for whoever inspects the page. */
function filterNames(filters: ImageFilters): string | undefined {
  const names = Object.keys(filters);
  return names.length ? names.join(' ') : undefined;
}
