// Renders an SVG string to a JPEG file with sharp and checks the pixel size.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

const HAS_MOZJPEG = Boolean(sharp.versions?.mozjpeg);

export async function writeJpeg(svg, file, { width, height, quality = 80 } = {}) {
  await mkdir(dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, progressive: true, mozjpeg: HAS_MOZJPEG, chromaSubsampling: '4:2:0' })
    .toFile(file);
  if ((width && info.width !== width) || (height && info.height !== height)) {
    throw new Error(`${file}: rendered ${info.width}x${info.height}, expected ${width}x${height}`);
  }
  return info.size;
}
