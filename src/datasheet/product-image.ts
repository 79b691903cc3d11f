import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** How long a remote image (Storyblok's CDN) may take before the datasheet goes without it. */
const REMOTE_TIMEOUT_MS = 3000;
/** Wide enough for the header's 180 pt at 2x print, small enough to keep the file light. */
const WIDTH_PX = 640;

/** Converted images by address: the same few dozen product images, 20 to 60 kB each. */
const IMAGES = Symbol.for('fortarc.datasheet-images');
const slot = globalThis as { [IMAGES]?: Map<string, Promise<Buffer | undefined>> };
const MAX_KEPT = 64;

/**
 * The product's main image as a JPEG for the datasheet: a site asset (`/assets/...`) is read from
 * `public/`, a CDN address is fetched; either is scaled down and flattened on white. Undefined when
 * it cannot be had: the datasheet is still complete without it.
 */
export function datasheetImage(
  filename: string,
  root = process.cwd(),
): Promise<Buffer | undefined> {
  const kept = (slot[IMAGES] ??= new Map());
  let image = kept.get(filename);
  if (!image) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    image = convert(filename, root);
    kept.set(filename, image);
    // a failed read (a CDN hiccup) is tried again next time
    void image.then((bytes: Buffer | undefined) => bytes ?? kept.delete(filename));
  }
  return image;
}

async function convert(filename: string, root: string): Promise<Buffer | undefined> {
  try {
    const source = /^https?:\/\//.test(filename)
      ? Buffer.from(
          await (
            await fetch(filename, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) })
          ).arrayBuffer(),
        )
      : await readFile(
          path.join(/*turbopackIgnore: true*/ root, 'public', path.posix.normalize(`/${filename}`)),
        );
    return await sharp(source)
      .resize({ width: WIDTH_PX, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
