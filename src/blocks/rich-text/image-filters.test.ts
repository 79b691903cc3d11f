import { describe, expect, it } from 'vitest';
import {
  cssFilter,
  isStoryblokAsset,
  parseImageSrc,
  storyblokImageUrl,
  type ImageFilters,
} from './image-filters';

const local = '/assets/images/1920x1080/scenes/sparks.jpg';
const storyblok = 'https://a.storyblok.com/f/1234/1920x1080/ab12cd/sparks.jpg';

function filtersOf(list: string): ImageFilters {
  const parsed = parseImageSrc(`${local}/m/filters:${list}`);
  expect(parsed.errors).toEqual([]);
  return parsed.filters;
}

function rejectionsOf(list: string): string[] {
  const parsed = parseImageSrc(`${local}/m/filters:${list}`);
  expect(parsed.filters).toEqual({}); // all or nothing: the image is shown unfiltered
  expect(parsed.base).toBe(local);
  return parsed.errors;
}

describe('rich-text image filters (spec section 5)', () => {
  it('reads a src without the image service as the plain asset', () => {
    expect(parseImageSrc(local)).toEqual({ base: local, filters: {}, errors: [] });
    expect(parseImageSrc(`${local}/m/`)).toEqual({
      base: local,
      resize: undefined,
      filters: {},
      errors: [],
    });
  });

  it('reads several filters and a resize segment', () => {
    const parsed = parseImageSrc(
      `${storyblok}/m/800x0/filters:blur(10):brightness(-20):format(png)`,
    );
    expect(parsed).toEqual({
      base: storyblok,
      resize: { width: 800, height: 0 },
      filters: { blur: 10, brightness: -20, format: 'png' },
      errors: [],
    });
  });

  describe('blur: 0 to 100', () => {
    it.each([0, 1, 50, 100])('accepts blur(%i)', (value) => {
      expect(filtersOf(`blur(${value})`)).toEqual({ blur: value });
    });
    it.each(['-1', '101', '150', '2.5', 'x', ''])('rejects blur(%s)', (value) => {
      expect(rejectionsOf(`blur(${value})`)).toEqual([
        `filter "blur(${value})": blur must be a whole number from 0 to 100`,
      ]);
    });
  });

  describe('brightness: -100 to 100', () => {
    it.each([-100, -15, 0, 100])('accepts brightness(%i)', (value) => {
      expect(filtersOf(`brightness(${value})`)).toEqual({ brightness: value });
    });
    it.each(['-101', '101', '1e2', 'bright'])('rejects brightness(%s)', (value) => {
      expect(rejectionsOf(`brightness(${value})`)).toEqual([
        `filter "brightness(${value})": brightness must be a whole number from -100 to 100`,
      ]);
    });
  });

  describe('quality: 0 to 100', () => {
    it.each([0, 80, 100])('accepts quality(%i)', (value) => {
      expect(filtersOf(`quality(${value})`)).toEqual({ quality: value });
    });
    it.each(['-1', '101', '75.5'])('rejects quality(%s)', (value) => {
      expect(rejectionsOf(`quality(${value})`)).toEqual([
        `filter "quality(${value})": quality must be a whole number from 0 to 100`,
      ]);
    });
  });

  describe('rotate: 90, 180 or 270', () => {
    it.each([90, 180, 270])('accepts rotate(%i)', (value) => {
      expect(filtersOf(`rotate(${value})`)).toEqual({ rotate: value });
    });
    it.each(['0', '45', '360', '-90'])('rejects rotate(%s)', (value) => {
      expect(rejectionsOf(`rotate(${value})`)).toEqual([
        `filter "rotate(${value})": rotate must be one of 90, 180, 270`,
      ]);
    });
  });

  describe('format: webp, png or jpeg', () => {
    it.each(['webp', 'png', 'jpeg'])('accepts format(%s)', (value) => {
      expect(filtersOf(`format(${value})`)).toEqual({ format: value });
    });
    it.each(['avif', 'jpg', 'gif', 'WEBP'])('rejects format(%s)', (value) => {
      expect(rejectionsOf(`format(${value})`)).toEqual([
        `filter "format(${value})": format must be one of webp, png, jpeg`,
      ]);
    });
  });

  it('rejects a filter outside the spec, naming it, and drops the valid ones too', () => {
    expect(rejectionsOf('grayscale():blur(5)')).toEqual(['unknown filter "grayscale()"']);
    expect(rejectionsOf('focal(10x10:20x20)')).toEqual(['unknown filter "focal(10x10:20x20)"']);
    expect(rejectionsOf('blur')).toEqual(['unknown filter "blur"']);
  });

  it('rejects a filter given twice', () => {
    expect(rejectionsOf('blur(5):blur(6)')).toEqual(['filter "blur(6)" is given twice']);
  });

  it('names every rejected filter at once', () => {
    expect(rejectionsOf('blur(500):rotate(45)')).toHaveLength(2);
  });

  it('rejects image-service operations other than a resize', () => {
    const parsed = parseImageSrc(`${storyblok}/m/fit-in/800x600/filters:fill(transparent)`);
    expect(parsed.filters).toEqual({});
    expect(parsed.errors).toEqual([
      'unsupported image operation "fit-in"',
      'unknown filter "fill(transparent)"',
    ]);
  });
});

describe('applying the filters', () => {
  it('recognises Storyblok asset hosts, regional ones included', () => {
    expect(isStoryblokAsset(storyblok)).toBe(true);
    expect(isStoryblokAsset('https://a-us.storyblok.com/f/1/2x2/a/b.png')).toBe(true);
    expect(isStoryblokAsset('https://evil.example/a.storyblok.com/x.png')).toBe(false);
    expect(isStoryblokAsset(local)).toBe(false);
  });

  it('builds image-service URLs for a width, asking for the height after a quarter turn', () => {
    const filters: ImageFilters = { format: 'webp', blur: 10, brightness: 20 };
    expect(storyblokImageUrl(storyblok, filters, 800)).toBe(
      `${storyblok}/m/800x0/filters:blur(10):brightness(20):format(webp)`,
    );
    expect(storyblokImageUrl(storyblok, { rotate: 90 }, 800)).toBe(
      `${storyblok}/m/0x800/filters:rotate(90)`,
    );
    expect(storyblokImageUrl(storyblok, {})).toBe(`${storyblok}/m/`);
  });

  it('turns blur and brightness into a CSS filter for local images', () => {
    expect(cssFilter({ blur: 4, brightness: -20 })).toBe('blur(4px) brightness(0.8)');
    expect(cssFilter({ brightness: 50 })).toBe('brightness(1.5)');
    expect(cssFilter({ quality: 80, format: 'webp' })).toBeUndefined();
  });
});
