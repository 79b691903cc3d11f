/**
 * Image filters of rich-text images (spec section 5): blur 0–100, brightness −100 to 100,
 * quality 0–100, rotate 90/180/270, format webp/png/jpeg.
 *
 * How content expresses them: Storyblok's image-service path on the image's `src`, the syntax an
 * editor sees in Storyblok itself, e.g.
 *   /assets/images/1920x1080/scenes/sparks.jpg/m/filters:brightness(-15):quality(80):format(webp)
 *   https://a.storyblok.com/f/1234/1920x1080/ab12/sparks.jpg/m/800x0/filters:rotate(90)
 * An optional `WxH` resize segment may come before `filters:`; every other operation of the image
 * service (`fit-in`, `smart`, crops, flips) and every other filter (`grayscale()`, `fill()`, ...)
 * is outside the spec's list and rejected.
 *
 * Validation is all or nothing: when any filter is unknown, malformed, out of range or given
 * twice, the caller logs each rejection (naming the filter) and shows the image unfiltered, so an
 * editor's mistake never yields a half-applied look.
 *
 * How the filters are applied (see rich-text-image.tsx):
 * - Storyblok assets (a.storyblok.com and its regional hosts): the image service does all of it;
 *   the site builds `/m/{width}x0/filters:...` URLs for each width of the `srcset`.
 * - Local assets (the embedded store, served through next/image): blur and brightness become a
 *   CSS `filter` (blur(n) → `blur(n px)`, brightness(n) → `brightness(1 + n/100)`), rotate a CSS
 *   rotation in a box of the rotated proportions (no layout shift), quality next/image's
 *   `quality` (coerced by Next to the nearest value of `images.qualities`). The format cannot be
 *   forced locally: next/image already serves AVIF or WebP to browsers that accept them.
 */

export type ImageFormat = 'webp' | 'png' | 'jpeg';
export type ImageRotation = 90 | 180 | 270;

export interface ImageFilters {
  blur?: number;
  brightness?: number;
  quality?: number;
  rotate?: ImageRotation;
  format?: ImageFormat;
}

export interface ImageSource {
  /** The asset's own URL, without the image-service part. */
  base: string;
  /** A `WxH` resize segment of the src, if any (0 keeps the proportions). */
  resize?: { width: number; height: number };
  /** The valid filters; empty whenever `errors` is not. */
  filters: ImageFilters;
  /** One message per rejected filter or operation, naming it. */
  errors: string[];
}

const WHOLE_NUMBER = /^-?\d+$/;

type Rule = (argument: string) => { value: ImageFilters[keyof ImageFilters] } | { error: string };

function wholeNumberIn(min: number, max: number): Rule {
  return (argument) => {
    const value = Number(argument);
    return WHOLE_NUMBER.test(argument) && value >= min && value <= max
      ? { value }
      : { error: `must be a whole number from ${min} to ${max}` };
  };
}

function oneOf<T extends string | number>(allowed: readonly T[]): Rule {
  return (argument) => {
    const found = allowed.find((option) => String(option) === argument);
    return found === undefined
      ? { error: `must be one of ${allowed.join(', ')}` }
      : { value: found as ImageFilters[keyof ImageFilters] };
  };
}

/** The spec's filters and their rules. */
const rules: Record<keyof ImageFilters, Rule> = {
  blur: wholeNumberIn(0, 100),
  brightness: wholeNumberIn(-100, 100),
  quality: wholeNumberIn(0, 100),
  rotate: oneOf([90, 180, 270] as const),
  format: oneOf(['webp', 'png', 'jpeg'] as const),
};

function isFilterName(name: string): name is keyof ImageFilters {
  return Object.hasOwn(rules, name);
}

/** `a(1):b(2:3)` → [`a(1)`, `b(2:3)`]: colons inside parentheses belong to the argument. */
function splitFilters(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === ':' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.filter((part) => part !== '');
}

function parseFilterList(list: string, into: ImageFilters, errors: string[]) {
  for (const filter of splitFilters(list)) {
    const match = /^([a-z_]+)\((.*)\)$/i.exec(filter);
    const name = match?.[1] ?? filter;
    if (!match || !isFilterName(name)) {
      errors.push(`unknown filter "${filter}"`);
      continue;
    }
    if (into[name] !== undefined) {
      errors.push(`filter "${filter}" is given twice`);
      continue;
    }
    const checked = rules[name]((match[2] ?? '').trim());
    if ('error' in checked) errors.push(`filter "${filter}": ${name} ${checked.error}`);
    else Object.assign(into, { [name]: checked.value });
  }
}

const IMAGE_SERVICE = /^(.+?\.(?:avif|gif|jpe?g|png|svg|webp))\/m(?:\/(.*))?$/i;

/** The asset URL, resize and validated filters of a rich-text image's `src`. */
export function parseImageSrc(src: string): ImageSource {
  const match = IMAGE_SERVICE.exec(src.trim());
  if (!match) return { base: src.trim(), filters: {}, errors: [] };
  const base = match[1] as string;
  const filters: ImageFilters = {};
  const errors: string[] = [];
  let resize: ImageSource['resize'];
  for (const segment of (match[2] ?? '').split('/')) {
    if (segment === '') continue;
    const size = /^(\d{1,5})x(\d{1,5})$/.exec(segment);
    if (size && !resize) resize = { width: Number(size[1]), height: Number(size[2]) };
    else if (segment.startsWith('filters:')) {
      parseFilterList(segment.slice('filters:'.length), filters, errors);
    } else errors.push(`unsupported image operation "${segment}"`);
  }
  return errors.length ? { base, resize, filters: {}, errors } : { base, resize, filters, errors };
}

const STORYBLOK_ASSET = /^https:\/\/a(?:-[a-z]{2})?\.storyblok\.com\//i;

/** Whether the image service of Storyblok can transform this asset. */
export function isStoryblokAsset(url: string): boolean {
  return STORYBLOK_ASSET.test(url);
}

/** `filters:blur(10):format(webp)`, or '' when there are none. */
export function filterSegment(filters: ImageFilters): string {
  const order: Array<keyof ImageFilters> = ['blur', 'brightness', 'rotate', 'quality', 'format'];
  const parts = order.flatMap((name) =>
    filters[name] === undefined ? [] : [`${name}(${filters[name]})`],
  );
  return parts.length ? `filters:${parts.join(':')}` : '';
}

/**
 * A Storyblok image-service URL `width` pixels wide after the filters: a quarter turn swaps the
 * sides, so the height is asked for instead.
 */
export function storyblokImageUrl(base: string, filters: ImageFilters, width?: number): string {
  const quarterTurn = filters.rotate === 90 || filters.rotate === 270;
  const size = width ? (quarterTurn ? `0x${width}` : `${width}x0`) : '';
  const segments = [size, filterSegment(filters)].filter(Boolean);
  return `${base}/m/${segments.join('/')}`;
}

/** The CSS `filter` that stands for blur and brightness on a local image, or undefined. */
export function cssFilter(filters: ImageFilters): string | undefined {
  const parts: string[] = [];
  if (filters.blur) parts.push(`blur(${filters.blur}px)`);
  if (filters.brightness) parts.push(`brightness(${1 + filters.brightness / 100})`);
  return parts.length ? parts.join(' ') : undefined;
}
