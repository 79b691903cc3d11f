import { describe, expect, it } from 'vitest';
import {
  absoluteSources,
  faceSource,
  firstFamily,
  lateFamily,
  stackWithLateFace,
  type FontFaceRuleLike,
} from './late-face';

const SHEET = 'https://www.example.com/_next/static/chunks/site.css';
const PAGE = 'https://www.example.com/en/products';

function rule(properties: Record<string, string>, href: string | null = SHEET): FontFaceRuleLike {
  return {
    style: { getPropertyValue: (property) => properties[property] ?? '' },
    parentStyleSheet: { href },
  };
}

const brand = rule({
  'font-family': 'archivo',
  src: 'url(../media/archivo.woff2) format("woff2")',
  'font-weight': '100 900',
  'font-style': 'normal',
  'unicode-range': 'U+0-FF, U+131',
  'font-display': 'optional',
});
const fallback = rule({ 'font-family': '"archivo Fallback"', src: 'local("Arial")' });

describe('the late copy of the brand face', () => {
  it('reads the first family of the page stack, quoted or not', () => {
    expect(firstFamily('archivo, "archivo Fallback", system-ui')).toBe('archivo');
    expect(firstFamily(`'Archivo Web', Arial`)).toBe('Archivo Web');
  });

  it('copies the file and descriptors of the family, and lets the copy swap in', () => {
    expect(faceSource([fallback, brand], 'archivo', PAGE)).toEqual({
      family: 'archivo',
      src: 'url("https://www.example.com/_next/static/media/archivo.woff2") format("woff2")',
      descriptors: {
        display: 'swap',
        weight: '100 900',
        style: 'normal',
        unicodeRange: 'U+0-FF, U+131',
      },
    });
  });

  it('finds nothing for a family without a downloadable face', () => {
    expect(faceSource([fallback], 'archivo Fallback', PAGE)).toBeNull();
    expect(faceSource([brand], 'other', PAGE)).toBeNull();
  });

  it('reads the file relative to its stylesheet, or to the page for an inline one', () => {
    const inline = rule({ 'font-family': 'archivo', src: "url('fonts/a.woff2')" }, null);
    expect(faceSource([inline], 'archivo', PAGE)?.src).toBe(
      'url("https://www.example.com/en/fonts/a.woff2")',
    );
    expect(
      absoluteSources('url(/a.woff2) format("woff2"), url( "b.woff" ) format("woff")', SHEET),
    ).toBe(
      'url("https://www.example.com/a.woff2") format("woff2"), url("https://www.example.com/_next/static/chunks/b.woff") format("woff")',
    );
  });

  it('puts the copy in front of the stack and keeps the rest', () => {
    expect(lateFamily('archivo')).toBe('archivo late');
    expect(stackWithLateFace(' archivo, "archivo Fallback", system-ui ')).toBe(
      '"archivo late", archivo, "archivo Fallback", system-ui',
    );
  });
});
