import { describe, expect, it } from 'vitest';
import { chars, lines, splitMode, staggerDelays, STAGGER_TOTAL_MS, words } from './split-text';

describe('split-text pieces', () => {
  it('knows the three modes of the content model and nothing else', () => {
    expect(splitMode('lines')).toBe('lines');
    expect(splitMode('words')).toBe('words');
    expect(splitMode('chars')).toBe('chars');
    expect(splitMode('')).toBeUndefined();
    expect(splitMode('letters')).toBeUndefined();
    expect(splitMode(undefined)).toBeUndefined();
  });

  it('sets a sentence per line', () => {
    expect(lines('Stable arcs. Perfect joints. Since 1978.')).toEqual([
      'Stable arcs.',
      'Perfect joints.',
      'Since 1978.',
    ]);
  });

  it('cuts a long line into balanced halves and keeps a short one whole', () => {
    expect(lines('The electric arc has been our trade since 1978')).toEqual([
      'The electric arc has been',
      'our trade since 1978',
    ]);
    expect(lines('A power source for every joint')).toEqual(['A power source for every joint']);
  });

  it('starts a new line before a dash', () => {
    expect(lines('Pulsed MIG – for every metal')).toEqual(['Pulsed MIG', '– for every metal']);
  });

  it('splits words on any white space and characters without breaking an accented letter', () => {
    expect(words('  Stabile   Lichtbögen\n Seit 1978 ')).toEqual([
      'Stabile',
      'Lichtbögen',
      'Seit',
      '1978',
    ]);
    expect(chars('Nähte')).toEqual(['N', 'ä', 'h', 't', 'e']);
    expect(chars('e\u0301t\u00e9')).toEqual(['e\u0301', 't', '\u00e9']);
  });

  it('staggers the pieces one step apart and never over more than half a second', () => {
    expect(staggerDelays(3, 'lines')).toEqual([0, 150, 300]);
    expect(staggerDelays(1, 'words')).toEqual([0]);
    expect(staggerDelays(0, 'chars')).toEqual([]);
    const many = staggerDelays(60, 'chars');
    expect(many).toHaveLength(60);
    expect(many.at(-1)).toBeLessThanOrEqual(STAGGER_TOTAL_MS);
    expect(many[1]).toBeGreaterThan(0);
  });
});
