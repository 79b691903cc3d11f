import { describe, expect, it } from 'vitest';
import { assetSize, isImageAsset } from './asset-size';

describe('assetSize', () => {
  it('reads the size Storyblok writes into the asset path', () => {
    expect(assetSize('https://a.storyblok.com/f/12345/1600x1200/ab12cd/torch.jpg')).toEqual({
      width: 1600,
      height: 1200,
    });
  });

  it('reads the size of an embedded-store image', () => {
    expect(assetSize('/assets/images/1920x1080/scenes/shipyard.jpg')).toEqual({
      width: 1920,
      height: 1080,
    });
  });

  it('has no size for a path without one, or a zero size', () => {
    expect(assetSize('/assets/files/catalogue.pdf')).toBeUndefined();
    expect(assetSize('/assets/images/0x1200/a.jpg')).toBeUndefined();
  });
});

describe('isImageAsset', () => {
  it('accepts image files only', () => {
    expect(isImageAsset({ id: 1, filename: '/assets/images/800x600/a.JPG' })).toBe(true);
    expect(isImageAsset({ id: 1, filename: '/assets/files/a.pdf' })).toBe(false);
    expect(isImageAsset({ id: null, filename: '' })).toBe(false);
    expect(isImageAsset(undefined)).toBe(false);
  });
});
