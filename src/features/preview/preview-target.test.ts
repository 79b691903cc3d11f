import { describe, expect, it } from 'vitest';
import { editorParams, previewTarget } from './preview-target';

const target = (query: string) => previewTarget(new URLSearchParams(query));

describe('previewTarget', () => {
  it("reads Storyblok's appended full slug and the editor's language", () => {
    expect(target('slug=prodotti/pioneer')).toBe('/prodotti/pioneer');
    expect(target('slug=prodotti/pioneer&_storyblok_lang=en')).toBe('/en/prodotti/pioneer');
    expect(target('slug=en/products&_storyblok_lang=en')).toBe('/en/products');
    expect(target('slug=home&_storyblok_lang=default')).toBe('/home');
    expect(target('path=/de/produkte/')).toBe('/de/produkte');
    expect(target('')).toBe('/');
  });

  it('gives only a path on this site', () => {
    expect(target('slug=//evil.example/x')).toBeUndefined();
    expect(target('slug=https://evil.example')).toBeUndefined();
    expect(target('slug=/a/../b')).toBeUndefined();
    expect(target('slug=%5Cevil.example')).toBeUndefined();
    expect(target('slug=/a%0Ab')).toBeUndefined();
  });
});

describe('editorParams', () => {
  it("keeps the editor's parameters and drops its signature", () => {
    const kept = editorParams(
      new URLSearchParams(
        '_storyblok=12&_storyblok_lang=en&_storyblok_tk[token]=x&_storyblok_tk[timestamp]=1&page=2',
      ),
    );
    expect(kept.toString()).toBe('_storyblok=12&_storyblok_lang=en');
  });
});
