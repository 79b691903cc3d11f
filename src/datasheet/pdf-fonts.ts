import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * The datasheet's faces: the brand's Archivo (static cuts, which embed as clean subsets; the
 * variable woff2 the site uses would embed its default instance only), and DejaVu Sans as the
 * fallback for any character Archivo lacks (Greek, maths signs...). Each run of text is drawn in
 * the first face that has every one of its glyphs, so nothing prints as a blank box.
 */
export type FontWeight = 'regular' | 'bold' | 'heavy';

const ARCHIVO = 'node_modules/@fontsource/archivo/files';
const DEJAVU = 'node_modules/dejavu-fonts-ttf/ttf';

/** Files of each weight, brand face first, fallback last (read from the app's directory). */
export const FONT_FILES: Record<FontWeight, readonly string[]> = {
  regular: [`${ARCHIVO}/archivo-latin-400-normal.woff`, `${DEJAVU}/DejaVuSans.ttf`],
  bold: [`${ARCHIVO}/archivo-latin-700-normal.woff`, `${DEJAVU}/DejaVuSans-Bold.ttf`],
  heavy: [`${ARCHIVO}/archivo-latin-800-normal.woff`, `${DEJAVU}/DejaVuSans-Bold.ttf`],
};

export interface LoadedFace {
  /** The name PDFKit knows the face by. */
  name: string;
  /** The parsed face, handed to PDFKit as is: parsed once per process, not per document. */
  font: fontkit.Font;
  has: (codePoint: number) => boolean;
}

const FACES = Symbol.for('fortarc.datasheet-faces');
const slot = globalThis as { [FACES]?: Record<FontWeight, LoadedFace[]> };

/** The faces, read once per process. */
export function datasheetFaces(root = process.cwd()): Record<FontWeight, LoadedFace[]> {
  slot[FACES] ??= Object.fromEntries(
    (Object.keys(FONT_FILES) as FontWeight[]).map((weight) => [
      weight,
      FONT_FILES[weight].map((file) => {
        // traced by next.config.ts (outputFileTracingIncludes), not by this call
        const data = woffToSfnt(readFileSync(path.join(/*turbopackIgnore: true*/ root, file)));
        const font = fontkit.create(data);
        if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`);
        return {
          name: path.basename(file).replace(/\.(woff2?|ttf)$/, ''),
          font,
          has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint),
        };
      }),
    ]),
  ) as Record<FontWeight, LoadedFace[]>;
  return slot[FACES];
}

/** `text` cut into runs, each with the first face that has its characters (spaces join any run). */
export function fontRuns(
  text: string,
  faces: readonly LoadedFace[],
): { face: string; text: string }[] {
  const runs: { face: string; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    if (last && /\s/.test(char)) {
      last.text += char;
      continue;
    }
    const face = (faces.find((candidate) => candidate.has(codePoint)) ?? faces.at(-1)!).name;
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}
