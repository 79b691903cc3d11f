import { describe, expect, it } from 'vitest';
import { INDEXABLE_KEY, isLatinScript, placeKey, umlautKey } from './normalize';

describe('a place name’s key', () => {
  it('drops accents, case, punctuation and extra spaces', () => {
    expect(placeKey('München')).toBe('munchen');
    expect(placeKey('  MÜNCHEN ')).toBe('munchen');
    expect(placeKey('Saint-Étienne')).toBe('saint etienne');
    expect(placeKey("L'Aia")).toBe('l aia');
    expect(placeKey('’s-Hertogenbosch')).toBe('s hertogenbosch');
    expect(placeKey('Frankfurt (Oder)')).toBe('frankfurt oder');
    expect(placeKey('Forlì')).toBe('forli');
    expect(placeKey('A Coruña')).toBe('a coruna');
  });

  it('folds the letters that do not decompose', () => {
    expect(placeKey('Gießen')).toBe('giessen');
    expect(placeKey('Łódź')).toBe('lodz');
    expect(placeKey('Værløse')).toBe('vaerlose');
    expect(placeKey('Œuilly')).toBe('oeuilly');
  });

  it('spells umlauts out for a keyboard without them, and only for names that have them', () => {
    expect(umlautKey('München')).toBe('muenchen');
    expect(umlautKey('Köln')).toBe('koeln');
    expect(umlautKey('ZÜRICH')).toBe('zuerich');
    expect(umlautKey('Milano')).toBeUndefined();
  });

  it('tells Latin-script names from others', () => {
    expect(isLatinScript('Monaco di Baviera')).toBe(true);
    expect(isLatinScript('Mùnich ëd Baviera')).toBe(true);
    expect(isLatinScript('Nürnberg’s')).toBe(true);
    expect(isLatinScript('Мюнхен')).toBe(false);
    expect(isLatinScript('慕尼黑')).toBe(false);
    expect(isLatinScript('Μόναχο')).toBe(false);
  });

  it('indexes only plain keys of a sensible length', () => {
    expect(INDEXABLE_KEY.test('monaco di baviera')).toBe(true);
    expect(INDEXABLE_KEY.test('m')).toBe(true);
    expect(INDEXABLE_KEY.test('')).toBe(false);
    expect(INDEXABLE_KEY.test('x'.repeat(61))).toBe(false);
    expect(INDEXABLE_KEY.test(placeKey('Мюнхен'))).toBe(false);
  });
});
