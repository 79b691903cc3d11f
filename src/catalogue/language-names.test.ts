import { describe, expect, it } from 'vitest';
import { languageName } from './language-names';

describe('language names', () => {
  it('names a language in the visitor’s language, capitalised for a list', () => {
    expect(languageName('de', 'it')).toBe('Tedesco');
    expect(languageName('it', 'en')).toBe('Italian');
    expect(languageName('en', 'fr')).toBe('Anglais');
    expect(languageName('es', 'de')).toBe('Spanisch');
  });

  it('falls back to the code for something it cannot name', () => {
    expect(languageName('zz', 'it')).toBe('ZZ');
    expect(languageName('not a code', 'it')).toBe('NOT A CODE');
  });
});
