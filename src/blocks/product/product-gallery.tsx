import { getTranslations } from 'next-intl/server';
import { isImageAsset } from '@/content/asset-size';
import type { Asset } from '@/content';
import type { Locale } from '@/i18n/routing';
import { ContentImage } from '@/site/ui/content-image';
import { GalleryNavigator } from './gallery-navigator';

/** The main image first, then the gallery without repeating it. */
export function galleryImages(image: Asset | undefined, gallery: Asset[] | undefined): Asset[] {
  const seen = new Set<string>();
  return [image, ...(gallery ?? [])].filter((asset): asset is Asset => {
    if (!isImageAsset(asset) || seen.has(asset.filename)) return false;
    seen.add(asset.filename);
    return true;
  });
}

/**
 * The product's images: a strip that scrolls sideways (swipe, keyboard arrows once focused), with
 * thumbnails that link to each image. Works without JavaScript; the navigator only smooths it.
 */
export async function ProductGallery({
  id,
  name,
  images,
  locale,
}: {
  id: string;
  name: string;
  images: Asset[];
  locale: Locale;
}) {
  if (images.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Products' });
  const stripId = `${id}-images`;
  return (
    <div className="flex flex-col gap-3">
      <div
        id={stripId}
        role="region"
        aria-label={t('galleryLabel', { name })}
        tabIndex={0}
        className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-sm bg-steel-100 [scrollbar-width:none]"
      >
        {images.map((asset, index) => (
          <figure
            key={asset.filename}
            id={`${id}-image-${index + 1}`}
            className="relative aspect-[4/3] w-full shrink-0 snap-start"
          >
            <ContentImage
              asset={asset}
              fill
              priority={index === 0}
              sizes="(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw"
            />
          </figure>
        ))}
      </div>
      {images.length > 1 ? (
        <GalleryNavigator stripId={stripId}>
          <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5">
            {images.map((asset, index) => (
              <li key={asset.filename}>
                <a
                  href={`#${id}-image-${index + 1}`}
                  aria-label={t('showImage', {
                    index: index + 1,
                    total: images.length,
                    alt: asset.alt ?? '',
                  })}
                  {...(index === 0 && { 'aria-current': 'true' as const })}
                  className="gallery-thumb"
                >
                  <ContentImage
                    asset={asset}
                    fill
                    decorative
                    sizes="(min-width: 640px) 130px, 25vw"
                  />
                </a>
              </li>
            ))}
          </ul>
        </GalleryNavigator>
      ) : null}
    </div>
  );
}
