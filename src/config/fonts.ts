/**
 * The site's fonts: one definition per font face, as data. The loader (`src/app/fonts.ts`,
 * next/font/local) cannot read it, because next/font's options must be literals in the file that
 * calls it; `fonts.test.ts` holds the two in agreement, and `next.config.ts` checks every font
 * reference of the site (`font-references.ts`) against these definitions, so `next build` fails on
 * a reference to a face that is not defined. No Next imports here: next.config.ts loads this file.
 */

export type FontStyle = 'normal' | 'italic';

/** The file's format, as `@font-face`'s `format()` names it. */
export type FontFileType = 'woff2' | 'woff' | 'truetype' | 'opentype';

export interface FontDefinition {
  /** The family name references use (`Archivo`); next/font gives the loaded face its own name. */
  family: string;
  style: FontStyle;
  /** One weight (`'400'`) or a variable font's range (`'100 900'`), as next/font/local takes it. */
  weight: string;
  /** The font file, relative to the project root. */
  src: string;
  type: FontFileType;
  /** The families the browser uses until, or instead of, this one (last: a generic family). */
  fallbackFamily: readonly string[];
  /**
   * The characters the face applies to: its `unicode-range`. A face is a subset of the font (the
   * file holds only those glyphs), so the range is what decides which text it can be used for;
   * font-display is the loader's choice (`src/app/fonts.ts`), not a property of the face.
   */
  media: string;
  /** The CSS selector whose text is set in this family (through Tailwind's `font-sans`). */
  selector: string;
}

/** The Latin subset's range, as @fontsource-variable/archivo declares it for the file below. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const fontDefinitions: readonly FontDefinition[] = [
  {
    family: 'Archivo',
    style: 'normal',
    weight: '100 900',
    src: 'node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2',
    type: 'woff2',
    fallbackFamily: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
    media: LATIN,
    selector: 'body',
  },
];
