import { describe, expect, it } from 'vitest';
import { fileFormat, formatFileSize, formatList, languageNames } from './number';

describe('file sizes', () => {
  it.each([
    ['en', '1200', '1.2 MB'],
    ['it', '1200', '1,2 MB'],
    ['fr', '1200', '1,2 Mo'],
    ['de', '24', '24 kB'],
    ['fr', '24', '24 ko'],
    ['es', '0.4', '1 kB'],
  ] as const)('in %s, %s kB reads %s', (locale, size, expected) => {
    expect(formatFileSize(size, locale)?.replace(/\u00a0|\u202f/g, ' ')).toBe(expected);
  });

  it.each(['', 'big', '-3', undefined])('ignores %j', (size) => {
    expect(formatFileSize(size, 'en')).toBeUndefined();
  });
});

describe('file formats and languages', () => {
  it('reads the format from the file name', () => {
    expect(fileFormat('/assets/downloads/manual.pdf')).toBe('PDF');
    expect(fileFormat('https://a.storyblok.com/f/1/a.zip?x=1')).toBe('ZIP');
    expect(fileFormat('/assets/downloads/manual')).toBeUndefined();
  });

  it('names languages in the visitor’s language and skips what is not a code', () => {
    expect(languageNames(['it', 'en'], 'de')).toEqual(['Italienisch', 'Englisch']);
    expect(languageNames(['it', 'en'], 'fr')).toEqual(['Italien', 'Anglais']);
    expect(languageNames(['!!'], 'en')).toEqual([]);
    expect(formatList(['Italiano', 'Inglese'], 'it')).toBe('Italiano e Inglese');
  });
});
