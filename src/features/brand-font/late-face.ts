/**
 * The brand font for a visitor whose first page missed it. The face is `font-display: optional`
 * (`src/app/fonts.ts`): it is used only when it is there for the first layout, which on a first visit
 * it seldom is, and a face that missed that moment is never used in the same document, not even
 * after client navigations. The same file, once downloaded, is registered again under another
 * family name and put in front of the page's font stack when the visitor next navigates.
 */

/** What the browser needs to register a second copy of a CSS `@font-face`. */
export interface FaceSource {
  family: string;
  src: string;
  descriptors: FontFaceDescriptors;
}

/** The subset of `CSSFontFaceRule` read here (a plain object in the tests). */
export interface FontFaceRuleLike {
  style: { getPropertyValue: (property: string) => string };
  parentStyleSheet: { href: string | null } | null;
}

/**
 * `src` with every `url()` made absolute. A stylesheet's URLs are relative to the sheet (Next's are
 * `../media/...` from `/_next/static/chunks/`), a `FontFace`'s to the document.
 */
export function absoluteSources(src: string, base: string): string {
  return src.replace(
    /url\(\s*(["']?)(.*?)\1\s*\)/g,
    (_, _quote: string, url: string) => `url("${new URL(url, base).href}")`,
  );
}

/** The family name a second copy of `family` is registered under. */
export function lateFamily(family: string): string {
  return `${family} late`;
}

/** `archivo`, `"archivo"` and `'archivo'` are the same family. */
export function unquote(family: string): string {
  return family.trim().replace(/^(["'])(.*)\1$/, '$2');
}

/** The first family of a `font-family` list: the brand face the stack starts with. */
export function firstFamily(stack: string): string {
  return unquote(stack.split(',')[0] ?? '');
}

/** The `@font-face` rule of `family` among `rules`, as a source for `new FontFace`. */
export function faceSource(
  rules: Iterable<FontFaceRuleLike>,
  family: string,
  documentUrl: string,
): FaceSource | null {
  for (const rule of rules) {
    const read = (property: string) => rule.style.getPropertyValue(property).trim();
    if (unquote(read('font-family')) !== family) continue;
    const src = read('src');
    if (!src.includes('url(')) continue;
    const descriptors: FontFaceDescriptors = { display: 'swap' };
    if (read('font-weight')) descriptors.weight = read('font-weight');
    if (read('font-style')) descriptors.style = read('font-style');
    if (read('unicode-range')) descriptors.unicodeRange = read('unicode-range');
    const base = rule.parentStyleSheet?.href ?? documentUrl;
    return { family, src: absoluteSources(src, base), descriptors };
  }
  return null;
}

/** The page's font stack with the late copy of its first family in front. */
export function stackWithLateFace(stack: string): string {
  const family = firstFamily(stack);
  return `"${lateFamily(family)}", ${stack.trim()}`;
}
