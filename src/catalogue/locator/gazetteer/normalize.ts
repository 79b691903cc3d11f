/**
 * How a place's name is compared: without accents, case, punctuation or spacing, so that
 * "MÜNCHEN", "München", "Munchen" and "münchen " are one key, "Saint-Étienne" is "saint etienne"
 * and "L'Aia" is "l aia". Letters that do not decompose into a base letter and an accent are
 * folded by hand (ß, æ, œ, ø, ł, đ).
 */
const FOLDED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const PLAIN = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

export function placeKey(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain already ("milano", "bad tolz" is not): no need to decompose them.
  if (PLAIN.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The German spelling of umlauts without them ("Muenchen", "Koeln", "Zuerich"), which a keyboard
 * without ä, ö, ü writes; undefined when the name has none.
 */
export function umlautKey(name: string): string | undefined {
  if (!/[äöüÄÖÜ]/.test(name)) return undefined;
  return placeKey(name.replace(/[äöüÄÖÜ]/g, (letter) => `${letter}e`).normalize('NFC'));
}

/**
 * Whether a name is written in the Latin script (with its accents and punctuation): the five
 * languages' names of a place are; its Cyrillic, Greek or Chinese ones are not indexed. A scan of
 * the name's code points, cheaper than folding it first.
 */
export function isLatinScript(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code < 0x250) continue; // Basic Latin to Latin Extended-B
    if (code >= 0x300 && code < 0x370) continue; // combining accents
    if (code >= 0x1e00 && code < 0x1f00) continue; // Latin Extended Additional
    if (code >= 0x2010 && code < 0x2020) continue; // dashes and quotes (’)
    return false;
  }
  return true;
}

/** A key the index keeps: Latin letters (after folding), digits and single spaces. */
export const INDEXABLE_KEY = /^[a-z0-9](?:[a-z0-9 ]{0,58}[a-z0-9])?$/;
