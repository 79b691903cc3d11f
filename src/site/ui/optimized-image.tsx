import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's optimised <img> (srcset through the image optimiser, intrinsic size, lazy loading)
 * rendered by the server alone. The <Image> component is a client component: every page that used
 * it loaded and hydrated its ~12 kB chunk only to attach load handlers the site never uses.
 * `preload` adds the same <link rel="preload"> the component would (React hoists it into <head>).
 */
export function OptimizedImage(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (props.preload) {
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: img.fetchPriority,
    });
  }
  // next/image's own inline style (fill's absolute box, the transparent alt text) is `.img-fill`
  // and `img[srcset]` in frame.css: the same rules, once in the stylesheet instead of on every
  // image of the markup and the RSC payload. A caller's own style (rich-text filters) is kept.
  const className = [props.fill ? 'img-fill' : '', img.className ?? ''].filter(Boolean).join(' ');
  const own = withoutUndefined({
    ...img,
    style: props.style ? withoutUndefined(props.style) : undefined,
    className: className || undefined,
  });
  // The props are next/image's own for an <img>, alt included.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...own} />;
}

/** next/image leaves unset options as undefined keys, which the RSC payload spells out one by one. */
function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}
