import { describe, expect, it } from 'vitest';
import { formatStoredNumber, formatStoredPercent, localizeDecimals } from './number-format';

describe('stored numbers in the visitor’s format', () => {
  it('keeps the decimals the editor wrote', () => {
    expect(formatStoredNumber('89.0', 'it')).toBe('89,0');
    expect(formatStoredNumber('89.0', 'en')).toBe('89.0');
    expect(formatStoredNumber('26', 'de')).toBe('26');
    expect(formatStoredNumber('1250.5', 'de')).toBe('1.250,5');
  });

  it('leaves anything else as it is', () => {
    expect(formatStoredNumber('10 – 400', 'it')).toBe('10 – 400');
    expect(formatStoredNumber('', 'it')).toBe('');
    expect(formatStoredNumber(undefined, 'it')).toBe('');
  });
});

describe('stored percentages', () => {
  it('splits number and sign with the locale’s spacing', () => {
    expect(formatStoredPercent('89.0', 'it')).toEqual({ number: '89,0', sign: '%' });
    expect(formatStoredPercent('89.0', 'en')).toEqual({ number: '89.0', sign: '%' });
    expect(formatStoredPercent('89', 'de')).toEqual({ number: '89', sign: '\u00a0%' });
    expect(formatStoredPercent('89.5', 'fr').number).toBe('89,5');
    expect(formatStoredPercent('n/a', 'fr')).toEqual({ number: 'n/a', sign: '' });
  });
});

describe('decimals in technical values', () => {
  it('uses the visitor’s decimal separator between digits only', () => {
    expect(localizeDecimals('0.8 – 1.6', 'it')).toBe('0,8 – 1,6');
    expect(localizeDecimals('0.94', 'de')).toBe('0,94');
    expect(localizeDecimals('0.94', 'en')).toBe('0.94');
    expect(localizeDecimals('EN IEC 60974-1 · 3~ 400 V', 'fr')).toBe('EN IEC 60974-1 · 3~ 400 V');
    expect(localizeDecimals('Ver. 2', 'es')).toBe('Ver. 2');
  });
});
