import type { FontDefinition, FontStyle } from './fonts';

/** A family, weight and style the site's CSS asks for. */
export interface FontReference {
  family: string;
  weight: number;
  style: FontStyle;
  /** Where the site uses it, for the reader. */
  usedBy: string;
}

/**
 * Every face the site sets text in. All text is `font-sans` (the body), so these are the
 * weights of Tailwind's `font-*` utilities used in `src/` (`fonts.test.ts` looks for any other).
 * Italic (rich-text `<em>`, quotes) is deliberately not here: no italic face is defined, and the
 * browser slants the normal face; a `style: 'italic'` reference fails the build until one is.
 */
export const fontReferences: readonly FontReference[] = [
  { family: 'Archivo', weight: 400, style: 'normal', usedBy: 'body text, font-normal' },
  { family: 'Archivo', weight: 500, style: 'normal', usedBy: 'font-medium: rich-text quotes' },
  { family: 'Archivo', weight: 600, style: 'normal', usedBy: 'font-semibold: links, labels' },
  {
    family: 'Archivo',
    weight: 700,
    style: 'normal',
    usedBy: 'font-bold: .heading-3, strong, cards',
  },
  {
    family: 'Archivo',
    weight: 800,
    style: 'normal',
    usedBy: 'font-extrabold: .heading-1, .heading-2',
  },
  { family: 'Archivo', weight: 900, style: 'normal', usedBy: 'font-black: the logo' },
];

/** A definition's weight as a range: `'400'` is 400 to 400, `'100 900'` is 100 to 900. */
export function weightRange(definition: FontDefinition): readonly [number, number] {
  const parts = definition.weight.trim().split(/\s+/).map(Number);
  const [min, max = min] = parts;
  if (
    min === undefined ||
    max === undefined ||
    parts.length > 2 ||
    !parts.every((weight) => Number.isInteger(weight) && weight >= 1 && weight <= 1000) ||
    min > max
  ) {
    throw new Error(
      `font ${definition.family}: weight "${definition.weight}" must be one weight or a range "min max" of 1 to 1000`,
    );
  }
  return [min, max];
}

/**
 * The definition that serves a reference. CSS family names are case-insensitive, so is this.
 * Throws, with the messages the spec's error catalogue gives, for a family no definition has, and
 * for a known family without a face of that style whose weight (or range) covers the weight.
 */
export function resolveFontReference(
  definitions: readonly FontDefinition[],
  reference: Pick<FontReference, 'family' | 'weight' | 'style'>,
): FontDefinition {
  const family = reference.family.toLowerCase();
  const faces = definitions.filter((definition) => definition.family.toLowerCase() === family);
  if (faces.length === 0) {
    throw new Error(`font family ${reference.family} not found, please define in module options`);
  }
  const face = faces.find((definition) => {
    const [min, max] = weightRange(definition);
    return (
      definition.style === reference.style && reference.weight >= min && reference.weight <= max
    );
  });
  if (!face) {
    throw new Error(
      `font variance with ${reference.family} ${reference.weight} ${reference.style} not found`,
    );
  }
  return face;
}

/** Resolves every reference; the first that does not resolve throws (next.config.ts, at build). */
export function assertFontReferences(
  definitions: readonly FontDefinition[],
  references: readonly Pick<FontReference, 'family' | 'weight' | 'style'>[],
): void {
  for (const reference of references) resolveFontReference(definitions, reference);
}
