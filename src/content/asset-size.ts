import type { Asset } from './field-types';

export interface AssetSize {
  width: number;
  height: number;
}

/**
 * An image's intrinsic size from its URL: Storyblok writes it into the path
 * (`/f/12345/1600x1200/abcd/name.jpg`), and so does the embedded store
 * (`/assets/images/1600x1200/products/name.jpg`). Undefined when the path carries none.
 */
export function assetSize(filename: string): AssetSize | undefined {
  const match = /\/(\d{1,5})x(\d{1,5})\//.exec(filename);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** Whether an asset field holds an image file (not a PDF, not empty). */
export function isImageAsset(asset: Asset | null | undefined): asset is Asset {
  return !!asset?.filename && /\.(avif|gif|jpe?g|png|svg|webp)$/i.test(asset.filename);
}
